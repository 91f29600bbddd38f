import type { Key, ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { EmptyState } from './empty-state';
import { LoadingOverlay } from './loading-overlay';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';
import { VisuallyHidden } from '@tajriba/design-system/core';
import { useDsIntl } from '@tajriba/design-system/core';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Width in px. Required for sticky columns so the offsets of neighbours can be computed. */
  width?: number;
  /** Pin to the start (left in LTR, right in RTL) or to the end while scrolling sideways. */
  sticky?: 'start' | 'end';
  align?: 'start' | 'center' | 'end';
  /** Render the cell as a row header (<th scope="row">), usually the name column. */
  rowHeader?: boolean;
}

export interface DataTablePagination {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export interface DataTableProps<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  getRowKey: (row: Row, index: number) => Key;
  /** Accessible name (caption, visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /** First load: skeleton rows. */
  loading?: boolean;
  /** Reloading with rows present: overlay on the old rows. */
  refreshing?: boolean;
  empty?: ReactNode;
  pagination?: DataTablePagination;
  skeletonRows?: number;
  onRowClick?: (row: Row) => void;
  className?: string;
}

const Frame = styled.div`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Scroll = styled.section`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Caption = styled.caption<{ $visible: boolean }>`
  text-align: start;
  padding: ${({ theme }) => theme.spacing[4]};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  ${({ $visible }) =>
    !$visible &&
    css`
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    `}
`;

const cellBase = css<{ $align?: 'start' | 'center' | 'end'; $sticky?: 'start' | 'end'; $offset?: number; $width?: number }>`
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
  text-align: ${({ $align = 'start' }) => $align};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $width }) => ($width ? `inline-size: ${$width}px; min-inline-size: ${$width}px; max-inline-size: ${$width}px;` : '')}
  ${({ $sticky, $offset = 0, theme }) =>
    $sticky &&
    css`
      position: sticky;
      ${$sticky === 'start' ? 'inset-inline-start' : 'inset-inline-end'}: ${$offset}px;
      z-index: 1;
      box-shadow: ${$sticky === 'start' ? `inset -1px 0 0 ${theme.colors.border}` : `inset 1px 0 0 ${theme.colors.border}`};
    `}
`;

const Th = styled.th<{ $align?: 'start' | 'center' | 'end'; $sticky?: 'start' | 'end'; $offset?: number; $width?: number }>`
  ${cellBase}
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

const Td = styled.td<{ $align?: 'start' | 'center' | 'end'; $sticky?: 'start' | 'end'; $offset?: number; $width?: number }>`
  ${cellBase}
`;

const RowHeader = styled.th<{ $align?: 'start' | 'center' | 'end'; $sticky?: 'start' | 'end'; $offset?: number; $width?: number }>`
  ${cellBase}
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const Tr = styled.tr<{ $clickable: boolean }>`
  ${({ $clickable, theme }) =>
    $clickable &&
    css`
      cursor: pointer;
      &:hover > * {
        background: ${theme.colors.surfaceSunken};
      }
    `}
  &:last-child > * { border-block-end: 0; }
`;

/** Cumulative offsets of sticky columns, from each edge inward. */
function stickyOffsets<Row>(columns: ReadonlyArray<DataTableColumn<Row>>): number[] {
  const offsets = columns.map(() => 0);
  let start = 0;
  columns.forEach((c, i) => {
    if (c.sticky === 'start') {
      offsets[i] = start;
      start += c.width ?? 0;
    }
  });
  let end = 0;
  for (let i = columns.length - 1; i >= 0; i--) {
    if (columns[i].sticky === 'end') {
      offsets[i] = end;
      end += columns[i].width ?? 0;
    }
  }
  return offsets;
}

/**
 * A typed table: columns describe how to render each row. Sticky columns stay in view while
 * the table scrolls sideways (RTL-aware via inset-inline-*). The scroll area is focusable so
 * keyboard users can scroll it.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  showCaption = false,
  loading = false,
  refreshing = false,
  empty,
  pagination,
  skeletonRows = 5,
  onRowClick,
  className,
}: DataTableProps<Row>) {
  const { t } = useDsIntl();
  const offsets = stickyOffsets(columns);
  const cellProps = (c: DataTableColumn<Row>, i: number) => ({ $align: c.align, $sticky: c.sticky, $offset: offsets[i], $width: c.width });
  const showEmpty = !loading && rows.length === 0;
  return (
    <div className={className}>
      <Frame aria-busy={loading || refreshing || undefined}>
        <Scroll tabIndex={0} aria-label={caption}>
          <Table>
            <Caption $visible={showCaption}>{caption}</Caption>
            <thead>
              <tr>
                {columns.map((c, i) => (
                  <Th key={c.key} scope="col" {...cellProps(c, i)}>
                    {c.header}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loading
                ? Array.from({ length: skeletonRows }, (_, r) => (
                    <Tr key={`s${r}`} $clickable={false} aria-hidden>
                      {columns.map((c, i) => (
                        <Td key={c.key} {...cellProps(c, i)}>
                          <Skeleton height={14} width={c.width ? Math.max(24, c.width - 40) : 80} />
                        </Td>
                      ))}
                    </Tr>
                  ))
                : rows.map((row, r) => (
                    <Tr key={getRowKey(row, r)} $clickable={!!onRowClick} onClick={onRowClick ? () => onRowClick(row) : undefined}>
                      {columns.map((c, i) =>
                        c.rowHeader ? (
                          <RowHeader key={c.key} scope="row" {...cellProps(c, i)}>
                            {c.cell(row, r)}
                          </RowHeader>
                        ) : (
                          <Td key={c.key} {...cellProps(c, i)}>
                            {c.cell(row, r)}
                          </Td>
                        ),
                      )}
                    </Tr>
                  ))}
            </tbody>
          </Table>
        </Scroll>
        {showEmpty ? (typeof empty === 'string' || !empty ? <EmptyState title={empty ?? t('ds.table.empty')} /> : empty) : null}
        <LoadingOverlay visible={refreshing && !loading} label={t('ds.table.loading')} />
        {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
        {loading ? <VisuallyHidden role="status">{t('ds.table.loading')}</VisuallyHidden> : null}
      </Frame>
      {pagination ? <Pagination page={pagination.page} totalPages={pagination.totalPages} onPageChange={pagination.onPageChange} disabled={loading} /> : null}
    </div>
  );
}
