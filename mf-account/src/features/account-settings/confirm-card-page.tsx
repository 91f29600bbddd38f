import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { Card, Skeleton } from '@tajriba/design-system';
import { ParcelSlot } from '@tajriba/federation';
import { SettingsSection } from './components/settings-layout';

/** What mf-booking's `./confirm-card` parcel closes with. */
type ConfirmCardResult = { status: 'saved' | 'failed' } | { status: 'pending'; url: string } | undefined;

/**
 * `/profile/account-settings/payments/confirm-card` (§2): where the bank's card check returns.
 * mf-booking's `./confirm-card` parcel reads the return query, asks the API to save the card and
 * says whether it worked; a check still pending sends the browser back to the bank.
 */
export function ConfirmCardPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { search } = useLocation();
  const navigate = useNavigate();
  const input = useMemo(() => ({ search }), [search]);
  return (
    <SettingsSection title={t('settings.payments.confirmTitle')} intro={t('settings.payments.confirmIntro')} testId="confirm-card-page">
      <Card $padding="lg">
        <ParcelSlot<ConfirmCardResult>
          remote="mf-booking"
          module="confirm-card"
          input={input}
          placeholder={<Skeleton height={160} radius="14px" />}
          onClose={(r) => {
            if (r?.status === 'pending') window.location.assign(r.url);
            // the parcel's "back" after a saved card: the list it now appears in
            else if (r?.status === 'saved') navigate('/profile/account-settings/payments');
          }}
          data-testid="confirm-card-parcel"
        />
        <p>
          <Link to="/profile/account-settings/payments">{t('settings.payments.back')}</Link>
        </p>
      </Card>
    </SettingsSection>
  );
}
export default ConfirmCardPage;
