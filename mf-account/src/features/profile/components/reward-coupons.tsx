import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { RewardCoupon } from '@tajriba/contracts/booking';
import { Skeleton } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { useRewardCoupons } from '../api/reward-coupons';

const Heading = styled.h3`
  margin: ${({ theme }) => `${theme.spacing[5]} 0 ${theme.spacing[2]}`};
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Item = styled.li<{ $muted: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[3]}`};
  align-items: center;
  padding: ${({ theme }) => theme.spacing[3]};
  border: 1px dashed ${({ theme, $muted }) => ($muted ? theme.colors.border : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $muted }) => ($muted ? 'transparent' : theme.colors.primarySoft)};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
`;
const Code = styled.bdi`
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  letter-spacing: 0.04em;
`;
const Off = styled.span`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;
const Small = styled.span`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

function RewardItem({ c }: { c: RewardCoupon }) {
  const intl = useIntl();
  const f = useFormatters();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const state = c.status === 'available' ? t('profile.rewards.validUntil', { date: f.date(c.validUntil, 'medium') }) : t(`profile.rewards.${c.status}`);
  const why = c.otherName ? t(c.reason === 'referrer' ? 'profile.rewards.forInviting' : 'profile.rewards.fromInvitation', { name: c.otherName }) : null;
  return (
    <Item $muted={c.status !== 'available'} data-testid="reward-coupon" data-status={c.status}>
      <Off>{t('profile.rewards.off', { percent: f.percent(c.percent / 100), max: f.sar(c.maxAmount) })}</Off>
      <Code dir="ltr" data-testid="reward-code">
        {c.code}
      </Code>
      <Small>
        {state}
        {why ? ` · ${why}` : ''}
      </Small>
    </Item>
  );
}

/**
 * The user's refer-a-friend rewards, under the invite card (mf-account README "Refer a friend"):
 * each coupon's code (typed or picked at checkout), what it takes off, until when, and why.
 */
export function RewardCoupons() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const q = useRewardCoupons();
  return (
    <section aria-labelledby="rewards-title" data-testid="reward-coupons">
      <Heading id="rewards-title">{t('profile.rewards.title')}</Heading>
      {q.isPending ? (
        <Skeleton height={64} radius="10px" />
      ) : q.isError ? (
        <Note role="alert">{t('profile.rewards.failed')}</Note>
      ) : q.data.length === 0 ? (
        <Note data-testid="rewards-empty">{t('profile.rewards.none')}</Note>
      ) : (
        <List>
          {q.data.map((c) => (
            <RewardItem key={c.id} c={c} />
          ))}
        </List>
      )}
    </section>
  );
}
