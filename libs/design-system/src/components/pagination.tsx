import { styled } from 'styled-components';
import { Button } from '@tajriba/design-system/core';
import { ChevronEndIcon, ChevronStartIcon } from '../icons/chevron-direction';
import { focusRing, useDsIntl } from '@tajriba/design-system/core';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding-block: ${({ theme }) => theme.spacing[3]};
`;

const Status = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  min-inline-size: 96px;
  text-align: center;
`;

const Pages = styled.ol`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-inline-size: 36px;
  block-size: 36px;
  padding-inline: 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:enabled {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.bg};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    cursor: default;
  }
  &:disabled:not([aria-current]) {
    opacity: 0.5;
    cursor: default;
  }
  ${focusRing}
`;

const Gap = styled.li`
  min-inline-size: 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Previous and Next keep their names for screen readers but show only the arrow on a phone. */
const StepLabel = styled.span`
  @media (max-width: 599.98px) {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/**
 * The page numbers shown: the first, the last, and the current one with a neighbour on each
 * side; a gap ('gap') stands for the pages left out (never for a single page: that one shows).
 */
export function pageWindow(current: number, total: number): Array<number | 'gap'> {
  const shown = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  if (current <= 3) [2, 3, 4].forEach((n) => n <= total && shown.add(n));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((n) => n >= 1 && shown.add(n));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev === 2) out.push(n - 1);
    else if (prev !== undefined && n - prev > 2) out.push('gap');
    out.push(n);
  });
  return out;
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  className?: string;
}

/** Previous, the page numbers, Next, and "Page X of N". Hidden when there is a single page. */
export function Pagination({ page, totalPages, onPageChange, disabled = false, className }: PaginationProps) {
  const { t, intl } = useDsIntl();
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), total);
  if (total <= 1) return null;
  return (
    <Nav aria-label={t('ds.pagination.label')} className={className}>
      <Button
        variant="secondary"
        size="sm"
        startIcon={<ChevronStartIcon size={16} />}
        disabled={disabled || current <= 1}
        onClick={() => onPageChange(current - 1)}
      >
        <StepLabel>{t('ds.pagination.previous')}</StepLabel>
      </Button>
      <Pages>
        {pageWindow(current, total).map((n, i) =>
          n === 'gap' ? (
            <Gap key={`gap-${i}`} aria-hidden>
              …
            </Gap>
          ) : (
            <li key={n}>
              <PageButton
                type="button"
                aria-label={t('ds.pagination.page', { page: intl.formatNumber(n) })}
                aria-current={n === current ? 'page' : undefined}
                disabled={disabled || n === current}
                onClick={() => onPageChange(n)}
              >
                {intl.formatNumber(n)}
              </PageButton>
            </li>
          ),
        )}
      </Pages>
      <Button
        variant="secondary"
        size="sm"
        endIcon={<ChevronEndIcon size={16} />}
        disabled={disabled || current >= total}
        onClick={() => onPageChange(current + 1)}
      >
        <StepLabel>{t('ds.pagination.next')}</StepLabel>
      </Button>
      <Status aria-live="polite" aria-atomic="true">
        {t('ds.pagination.pageOf', { page: intl.formatNumber(current), total: intl.formatNumber(total) })}
      </Status>
    </Nav>
  );
}
