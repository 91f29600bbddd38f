import { useDeferredValue, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, EmptyState, ErrorPanel, Pagination, SearchIcon } from '@tajriba/design-system';
import { SEARCH_PAGE_SIZE, useExperiencesList } from '../../../shared/api/get-experiences-list';
import { CardGrid, CardGridSkeleton } from '../../../shared/components/card-grid';
import { toApiQuery, type SearchFilters } from '../../../shared/search/search-params';

const Wrap = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[6]};
  .summary {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  nav {
    justify-self: center;
  }
  &[aria-busy='true'] [role='list'] {
    opacity: 0.6;
    transition: opacity ${({ theme }) => theme.motion.normal};
  }
`;

export interface ResultsListProps {
  filters: SearchFilters;
  onPage: (page: number) => void;
  onClear: () => void;
  hasPanelFilters: boolean;
}

/** The list view: 20 per page (After cursor), "page X of N", 8 skeletons, empty and error states. */
export function ResultsList({ filters, onPage, onClear, hasPanelFilters }: ResultsListProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const q = useExperiencesList(toApiQuery(filters), filters.page);
  const top = useRef<HTMLElement>(null);
  useEffect(() => {
    if (filters.page > 1) top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [filters.page]);

  // Twenty cards render in the background (a transition React slices into short tasks), not in
  // the one long task of the query's urgent update (Total Blocking Time); the skeleton stays until
  // then (`null` at first: also when the page mounts with its answer cached).
  const shown = useDeferredValue(q.data ?? null, null);
  if (q.isError && !q.data) return <ErrorPanel onRetry={() => void q.refetch()} retrying={q.isFetching} message={t('discovery.error.generic')} />;
  if (!shown) return <CardGridSkeleton />;
  const { data, total } = shown;
  const totalPages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  if (!data.length) {
    return (
      <EmptyState
        icon={<SearchIcon size={32} />}
        title={t('discovery.results.emptyTitle')}
        description={t('discovery.results.emptyText')}
        action={
          <Button variant="secondary" onClick={onClear}>
            {t(hasPanelFilters ? 'discovery.results.clearFilters' : 'discovery.results.clearSearch')}
          </Button>
        }
      />
    );
  }
  return (
    <Wrap ref={top} aria-busy={q.isPlaceholderData || undefined}>
      {/* The cards' h3 names follow this h2 (the page's h1 is the search's title). */}
      <h2 className="summary" aria-live="polite">
        {t('discovery.results.count', { count: total })}
      </h2>
      <CardGrid items={data} label={t('discovery.results.title')} />
      <Pagination page={Math.min(filters.page, totalPages)} totalPages={totalPages} onPageChange={onPage} disabled={q.isPlaceholderData} />
    </Wrap>
  );
}
