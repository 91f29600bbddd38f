import { useQuery } from '@tanstack/react-query';
import { bookingSchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';

const rewardsResponse = bookingSchema((p, b) => p.envelope(b.rewardCouponsResponseSchema));

/**
 * GET /api/Manage/RewardCoupons: the signed-in user's own refer-a-friend reward coupons (the API
 * answers for the token's user only), the usable ones first.
 */
export function useRewardCoupons() {
  const { api, userId } = useApiContext();
  return useQuery({
    queryKey: ['account', 'reward-coupons', userId],
    queryFn: ({ signal }) => api.get('/api/Manage/RewardCoupons', rewardsResponse, { signal }).then((r) => r.data.items),
    enabled: userId > 0,
  });
}
