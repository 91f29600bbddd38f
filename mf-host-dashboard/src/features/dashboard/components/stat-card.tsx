import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useFormatters } from '@tajriba/i18n';
import type { StatCard as StatCardData } from '@tajriba/contracts/host';
import { Sparkline } from './sparkline';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-block-size: 150px;
  align-content: start;
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;
const Change = styled.p<{ $tone: 'success' | 'danger' | 'normal' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme, $tone }) => theme.colors.status[$tone].fg};
`;

/**
 * Dashboard stat card (host §2): title, amount by its type (money in SAR with K/M compaction,
 * percent, or a plain number), the signed change against the previous period in its status
 * colour, and a small chart.
 */
export function StatCard({ card, rtl }: { card: StatCardData; rtl: boolean }) {
  const intl = useIntl();
  const f = useFormatters();
  const amount =
    card.amountType === 'money' ? f.sarCompact(card.amount)
    : card.amountType === 'percent' ? f.percent(card.amount / 100)
    : card.key === 'rating' ? f.number(card.amount, 2)
    : f.compact(card.amount);
  const tone = card.status === 'up' ? 'success' : card.status === 'down' ? 'danger' : 'normal';
  const title = intl.formatMessage({ id: `host.card.${card.key}` });
  return (
    <Card data-testid={`stat-${card.key}`}>
      <Title>{title}</Title>
      <Amount>{amount}</Amount>
      <Change $tone={tone}>
        {card.change === null
          ? intl.formatMessage({ id: 'host.card.noPrevious' })
          : intl.formatMessage({ id: 'host.card.change' }, { change: f.signedPercent(card.change / 100) })}
      </Change>
      {card.chart.length > 0 && <Sparkline points={card.chart} rtl={rtl} />}
    </Card>
  );
}
