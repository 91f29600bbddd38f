import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { UserInfo } from '@tajriba/contracts/account';
import { Card, FormErrorBox, Switch } from '@tajriba/design-system';
import { isApiError } from '@tajriba/api-client';
import { Msg } from '@tajriba/contracts/constants';
import { useUserInfo } from '../../shared/api/get-user-info';
import { useUpdateAccount, type AccountUpdatePath } from './api/update-account';
import { SettingsSection, SettingsLoadFailed, SettingsSkeleton } from './components/settings-layout';

type Preference = keyof UserInfo['notifications'];
const PREFERENCES: ReadonlyArray<{ key: Preference; path: AccountUpdatePath }> = [
  { key: 'accountNotification', path: '/api/Manage/UpdateAccountNotification' },
  { key: 'guestHostMessages', path: '/api/Manage/UpdateGuestHostMessages' },
  { key: 'offersCoupons', path: '/api/Manage/UpdateOffersCoupons' },
  { key: 'newsletter', path: '/api/Manage/UpdateNewsletter' },
];

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
`;

/** One preference: the switch saves at once; it is disabled while saving and says why when the save fails. */
function PreferenceSwitch({ pref, checked }: { pref: (typeof PREFERENCES)[number]; checked: boolean }) {
  const intl = useIntl();
  const save = useUpdateAccount<{ enabled: boolean }>(pref.path);
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <div>
      <Switch
        label={intl.formatMessage({ id: `settings.notifications.${pref.key}` })}
        description={intl.formatMessage({ id: `settings.notifications.${pref.key}Hint` })}
        checked={checked}
        disabled={save.isPending}
        onChange={(e) => {
          setErrors([]);
          save.mutate({ enabled: e.target.checked }, { onError: (err) => setErrors(isApiError(err) && err.errors.length ? err.errors : [Msg.somethingWentWrong]) });
        }}
        data-testid={`pref-${pref.key}`}
      />
      <FormErrorBox errors={errors} />
    </div>
  );
}

/** `/profile/account-settings/notifications` (§2): account notifications, guest–host messages, offers and coupons, newsletter. */
export function NotificationsSettingsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const info = useUserInfo();
  const body = () => {
    if (info.isPending) return <SettingsSkeleton cards={1} height={300} />;
    if (info.isError) return <SettingsLoadFailed onRetry={() => void info.refetch()} retrying={info.isFetching} />;
    return (
      <Card $padding="lg">
        <List>
          {PREFERENCES.map((p) => (
            <PreferenceSwitch key={p.key} pref={p} checked={info.data.notifications[p.key]} />
          ))}
        </List>
      </Card>
    );
  };
  return (
    <SettingsSection title={t('settings.notifications.title')} intro={t('settings.notifications.intro')} testId="notification-settings-page">
      {body()}
    </SettingsSection>
  );
}
export default NotificationsSettingsPage;
