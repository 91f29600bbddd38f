import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ErrorPanel, Spinner } from '@tajriba/design-system';
import { isApiError } from '@tajriba/api-client';
import { useRemote } from '@tajriba/federation';
import { api } from '../../shared/api/booking-api';
import { useOrder } from '../../shared/api/order-api';
import { RouteButton } from '../../shared/ui/route-link-button';
import { useApiContext } from '../../shared/api/use-api-context';

const Page = styled.main`
  max-inline-size: 640px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.spacing[8]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
  text-align: center;
  /* Same height whichever answer comes: the footer does not jump. */
  min-block-size: 360px;
  display: grid;
  align-content: start;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .reason {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

/**
 * The 3-D Secure return address (spec §2 `/checkout/confirm-payment`): the gateway sends the
 * browser here with `?id=<payment id>&status=…&message=…`. Only the API's answer counts (it fetches
 * the payment from the gateway); the query's status is never trusted.
 */
export function ConfirmPaymentPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { bus } = useRemote();
  const { api: client, userId } = useApiContext();
  const paymentId = search.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(paymentId);
  const result = useQuery({
    queryKey: ['booking', 'confirm', userId, paymentId],
    queryFn: () => api.confirm(client, paymentId),
    enabled: valid,
    retry: (n, e) => !(isApiError(e) && e.status < 500) && n < 2,
    staleTime: Infinity,
  });
  const r = result.data;
  const failed = !!r && r.paymentStatus !== 'paid';
  const order = useOrder(failed ? r.orderId : '');
  useEffect(() => {
    if (r?.paymentStatus === 'paid') navigate(`/booking-confirmed/${r.orderId}`, { replace: true });
  }, [r, navigate]);
  useEffect(() => {
    if (result.error && isApiError(result.error) && result.error.isUnauthorized) {
      bus.emit('auth:login-requested', { reason: 'unauthorized', redirect: `/checkout/confirm-payment?id=${encodeURIComponent(paymentId)}` });
    }
  }, [result.error, bus, paymentId]);

  if (!valid) {
    return (
      <Page data-testid="confirm-payment">
        <h1>{t('booking.confirm.unknownTitle')}</h1>
        <p>{t('booking.confirm.unknown')}</p>
        <RouteButton to="/">{t('booking.confirm.home')}</RouteButton>
      </Page>
    );
  }
  if (result.isError) {
    return (
      <Page data-testid="confirm-payment">
        <ErrorPanel message={isApiError(result.error) ? intl.formatMessage({ id: result.error.errors[0], defaultMessage: result.error.errors[0] }) : t('booking.error.generic')} onRetry={() => void result.refetch()} />
      </Page>
    );
  }
  if (!r || r.paymentStatus === 'paid') {
    return (
      <Page data-testid="confirm-payment" aria-busy="true">
        <Spinner size={40} />
        <h1>{t('booking.confirm.checking')}</h1>
        <p>{t('booking.confirm.checkingHint')}</p>
      </Page>
    );
  }
  // Declined, failed authentication or abandoned: the order stays pending with its seats held.
  const reason = r.message ?? t('booking.pay.declined');
  return (
    <Page data-testid="confirm-payment">
      <h1>{r.paymentStatus === 'payInitiated' ? t('booking.confirm.pendingTitle') : t('booking.confirm.failedTitle')}</h1>
      <p className="reason" role="alert" data-testid="payment-reason">
        {reason}
      </p>
      <p>{t('booking.confirm.failedHint')}</p>
      {order.data ? (
        // Back to the same checkout (its draft remembers the pending order), with the reason.
        <RouteButton
          to={`${order.data.isGift ? `/experiences/details/${order.data.experience.id}/checkout?` : `/checkout?experienceId=${order.data.experience.id}&`}declined=${encodeURIComponent(reason)}`}
        >
          {t('booking.confirm.retry')}
        </RouteButton>
      ) : (
        <Spinner label={t('booking.confirm.checking')} />
      )}
      <Link to="/">{t('booking.confirm.home')}</Link>
    </Page>
  );
}
