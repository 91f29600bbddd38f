import { IntlProvider, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { Button } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { bookingSchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

const rewardsResponse = bookingSchema((m) => m.rewardCouponsEnvelopeSchema);

interface Props {
  applied: string;
  onApply: (code: string) => void;
}

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-block-start: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

/**
 * Offers the guest's own refer-a-friend reward at checkout (GET /api/Manage/RewardCoupons answers
 * for the signed-in user only). The reward goes in the coupon field like any code: one coupon per
 * booking, and the server prices it (10 %, at most SAR 50). Nothing shows while a reward is applied,
 * or when the guest has none.
 */
function OfferBody({ applied, onApply }: Props) {
  const intl = useIntl();
  const f = useFormatters();
  const { api, userId } = useApiContext();
  const rewards = useQuery({
    queryKey: ['booking', 'reward-coupons', userId],
    queryFn: ({ signal }) => api.get('/api/Manage/RewardCoupons', rewardsResponse, { signal }).then((r) => r.data.items),
    enabled: userId > 0,
  });
  const usable = (rewards.data ?? []).filter((c) => c.status === 'available').sort((a, b) => a.validUntil.localeCompare(b.validUntil));
  if (!usable.length || usable.some((c) => c.code.toLowerCase() === applied.trim().toLowerCase())) return null;
  const c = usable[0];
  return (
    <Offer data-testid="reward-offer">
      <p>{intl.formatMessage({ id: 'booking.reward.offer' }, { percent: f.percent(c.percent / 100), max: f.sar(c.maxAmount), date: f.date(c.validUntil, 'medium') })}</p>
      <Button type="button" size="sm" onClick={() => onApply(c.code)} data-testid="reward-apply">
        {intl.formatMessage({ id: 'booking.reward.apply' })}
      </Button>
    </Offer>
  );
}

/**
 * Its two strings travel in this chunk, both languages (a few dozen bytes), so the checkout's first
 * render carries no catalogue loader for them (mf-booking's route budget).
 */
export default function RewardOffer(props: Props) {
  const intl = useIntl();
  return (
    <IntlProvider locale={intl.locale} messages={{ ...intl.messages, ...(intl.locale.startsWith('ar') ? ar : en) }}>
      <OfferBody {...props} />
    </IntlProvider>
  );
}
