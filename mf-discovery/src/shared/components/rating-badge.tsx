import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { StarIcon } from '@tajriba/design-system';
import type { RatingStatus } from '@tajriba/contracts/discovery';

const Pill = styled.span<{ $tone: 'gold' | 'teal' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  white-space: nowrap;
  background: ${({ theme, $tone }) => ($tone === 'gold' ? theme.colors.status.warning.bg : theme.colors.primarySoft)};
  color: ${({ theme, $tone }) => ($tone === 'gold' ? theme.colors.status.warning.fg : theme.colors.onPrimarySoft)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'gold' ? theme.colors.status.warning.border : 'transparent')};
`;
const Plain = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  white-space: nowrap;
  svg {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface RatingBadgeProps {
  status: RatingStatus | string;
  rating: number | null;
  className?: string;
}

/**
 * Spec §2 rating badge: guest favourite and top 5 show a badge, new shows a "new" label,
 * otherwise the number. Any other status is not shown.
 */
export function RatingBadge({ status, rating, className }: RatingBadgeProps) {
  const intl = useIntl();
  switch (status) {
    case 'guestFavourite':
      return (
        <Pill $tone="gold" className={className} data-status={status}>
          <StarIcon size={12} aria-hidden />
          {intl.formatMessage({ id: 'discovery.rating.guestFavourite' })}
        </Pill>
      );
    case 'top5':
      return (
        <Pill $tone="teal" className={className} data-status={status}>
          {intl.formatMessage({ id: 'discovery.rating.top5' })}
        </Pill>
      );
    case 'new':
      return (
        <Plain className={className} data-status={status}>
          {intl.formatMessage({ id: 'discovery.rating.new' })}
        </Plain>
      );
    case 'rated':
      if (rating === null) return null;
      return (
        <Plain className={className} data-status={status} aria-label={intl.formatMessage({ id: 'discovery.rating.aria' }, { rating: intl.formatNumber(rating, { maximumFractionDigits: 2 }) })}>
          <StarIcon size={13} aria-hidden />
          {intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 2 })}
        </Plain>
      );
    default:
      return null;
  }
}
