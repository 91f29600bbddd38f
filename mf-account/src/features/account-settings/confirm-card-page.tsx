import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { Card } from '@tajriba/design-system';
import { RemoteParcel } from '../../shared/parcels/remote-parcel';
import { SettingsLayout } from './components/settings-layout';

/**
 * `/profile/account-settings/payments/confirm-card` (§2): where the bank's card check returns.
 * mf-booking's `./confirm-card` parcel reads the return query, asks the API to save the card and
 * says whether it worked; a check still pending sends the browser back to the bank.
 */
export function ConfirmCardPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { search } = useLocation();
  return (
    <SettingsLayout title={t('settings.payments.confirmTitle')} intro={t('settings.payments.confirmIntro')} testId="confirm-card-page">
      <Card $padding="lg">
        <RemoteParcel
          remote="mf-booking"
          module="confirm-card"
          input={{ search }}
          minBlockSize={160}
          onClose={(result) => {
            const r = result as { status?: string; url?: string } | undefined;
            if (r?.status === 'pending' && r.url) window.location.assign(r.url);
          }}
          data-testid="confirm-card-parcel"
        />
        <p>
          <Link to="/profile/account-settings/payments">{t('settings.payments.back')}</Link>
        </p>
      </Card>
    </SettingsLayout>
  );
}
export default ConfirmCardPage;
