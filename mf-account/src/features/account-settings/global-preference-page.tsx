import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { SYSTEM_LANGUAGE_CODES, type SystemLanguageCode } from '@tajriba/contracts/account';
import { isApiError } from '@tajriba/api-client';
import { Msg } from '@tajriba/contracts/constants';
import { Button, Card, Select, Skeleton, useResolveMessage } from '@tajriba/design-system';
import { useUserInfo } from '../../shared/api/get-user-info';
import { useApiContext } from '../../shared/api/use-api-context';
import { useCurrencies, useTimeZones } from './api/reference-lists';
import { useUpdateAccount, type AccountUpdatePath } from './api/update-account';
import { SettingsSection, SettingsLoadFailed, SettingsSkeleton } from './components/settings-layout';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
`;
const Status = styled.p`
  margin: 0;
  min-block-size: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** The first field error (or error) of a failed save, as a message id. */
const messageOf = (err: unknown, field: string): string =>
  isApiError(err) ? (err.fieldsErrors[field]?.[0] ?? err.errors[0] ?? Msg.somethingWentWrong) : Msg.somethingWentWrong;

/** A select that saves on change: it shows the saving state, "Saved", or the server's reason under it. */
function useSaveOnChange<V>(path: AccountUpdatePath, field: string) {
  const save = useUpdateAccount<Record<string, V>>(path);
  const [state, setState] = useState<{ error: string | null; saved: boolean }>({ error: null, saved: false });
  const run = async (value: V, after?: () => void) => {
    setState({ error: null, saved: false });
    try {
      await save.mutateAsync({ [field]: value });
      setState({ error: null, saved: true });
      after?.();
    } catch (err) {
      setState({ error: messageOf(err, field), saved: false });
    }
  };
  return { run, pending: save.isPending, ...state };
}

/** `/profile/account-settings/global-prefrence` (§2, the spec's spelling): language (switches the site), currency, time zone (418 entries). */
export function GlobalPreferencePage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const resolve = useResolveMessage();
  const { bus } = useApiContext();
  const info = useUserInfo();
  const currencies = useCurrencies();
  const zones = useTimeZones();
  const language = useSaveOnChange<SystemLanguageCode>('/api/Manage/UpdateLanguage', 'language');
  const currency = useSaveOnChange<string>('/api/Manage/UpdateCurrency', 'currency');
  const timeZone = useSaveOnChange<number>('/api/Manage/UpdateTimeZone', 'timeZoneId');
  const saved = t('settings.saved');
  const errorOf = (e: string | null) => (e ? resolve(e) : undefined);

  const listFailed = (retry: () => void) => (
    <Status role="alert">
      {t('settings.prefs.listFailed')}{' '}
      <Button variant="ghost" size="sm" onClick={retry}>
        {t('settings.prefs.retry')}
      </Button>
    </Status>
  );

  const body = () => {
    if (info.isPending) return <SettingsSkeleton cards={1} height={360} />;
    if (info.isError) return <SettingsLoadFailed onRetry={() => void info.refetch()} retrying={info.isFetching} />;
    const u = info.data;
    return (
      <Card $padding="lg">
        <Fields>
          <div>
            <Select<SystemLanguageCode>
              label={t('settings.prefs.language')}
              hint={t('settings.prefs.languageHint')}
              placeholder={false}
              options={SYSTEM_LANGUAGE_CODES.map((code) => ({ value: code, label: t(`settings.prefs.lang.${code}`) }))}
              value={u.language}
              disabled={language.pending}
              error={errorOf(language.error)}
              // The account keeps the choice; the shell switches the site to it (its own `locale:changed` follows).
              onChange={(code) => code && void language.run(code, () => bus.emit('locale:change-requested', { locale: code === 'ar' ? 'ar' : 'en' }))}
              data-testid="pref-language"
            />
            <Status aria-live="polite">{language.saved ? saved : ''}</Status>
          </div>
          <div>
            {currencies.isPending ? (
              <Skeleton width="100%" height={68} />
            ) : currencies.isError ? (
              listFailed(() => void currencies.refetch())
            ) : (
              <Select<string>
                label={t('settings.prefs.currency')}
                placeholder={false}
                options={currencies.data.map((c) => ({ value: c.code, label: t('settings.prefs.currencyOption', { name: c.name, code: c.code }) }))}
                value={u.currency}
                disabled={currency.pending}
                error={errorOf(currency.error)}
                onChange={(code) => code && void currency.run(code)}
                data-testid="pref-currency"
              />
            )}
            <Status aria-live="polite">{currency.saved ? saved : ''}</Status>
          </div>
          <div>
            {zones.isPending ? (
              <Skeleton width="100%" height={88} />
            ) : zones.isError ? (
              listFailed(() => void zones.refetch())
            ) : (
              <Select<number>
                label={t('settings.prefs.timeZone')}
                hint={t('settings.prefs.timeZoneHint')}
                options={zones.data.map((z) => ({ value: z.id, label: t('settings.prefs.timeZoneOption', { offset: z.baseUtcOffset, name: z.displayName }) }))}
                value={u.timeZoneId}
                disabled={timeZone.pending}
                error={errorOf(timeZone.error)}
                onChange={(id) => id !== null && void timeZone.run(id)}
                data-testid="pref-time-zone"
              />
            )}
            <Status aria-live="polite">{timeZone.saved ? saved : ''}</Status>
          </div>
        </Fields>
      </Card>
    );
  };
  return (
    <SettingsSection title={t('settings.prefs.title')} intro={t('settings.prefs.intro')} testId="global-preference-page">
      {body()}
    </SettingsSection>
  );
}
export default GlobalPreferencePage;
