import { styled } from 'styled-components';
import { Button } from '@tajriba/design-system/core';
import { ChevronEndIcon, ChevronStartIcon } from '../icons/chevron-direction';
import { useDsIntl } from '@tajriba/design-system/core';

const Nav = styled.nav`
  display: flex;
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

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  className?: string;
}

/** Previous, "Page X of N", Next. Hidden when there is a single page. */
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
        {t('ds.pagination.previous')}
      </Button>
      <Status aria-live="polite" aria-atomic="true">
        {t('ds.pagination.pageOf', { page: intl.formatNumber(current), total: intl.formatNumber(total) })}
      </Status>
      <Button
        variant="secondary"
        size="sm"
        endIcon={<ChevronEndIcon size={16} />}
        disabled={disabled || current >= total}
        onClick={() => onPageChange(current + 1)}
      >
        {t('ds.pagination.next')}
      </Button>
    </Nav>
  );
}
