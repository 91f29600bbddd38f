import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { Button, LazyBoundary, lazyWithRetry, SearchIcon } from '@tajriba/design-system';
import { useCategories } from '../../shared/api/get-categories';
import { useExperiencesList } from '../../shared/api/get-experiences-list';
import { CardGrid, CardGridSkeleton } from '../../shared/components/card-grid';
import { PageMeta } from '../../shared/components/page-meta';
import { SearchBar, type SearchBarValue } from '../../shared/components/search-bar/search-bar';
import { emptyFilters, toApiQuery, toSearchParams } from '../../shared/search/search-params';
import { useSearchFilters } from '../../shared/search/use-search-filters';
import { CategoryStrip } from './components/category-strip';
import { ExperienceSection } from './components/experience-section';
import { InlineError } from './components/inline-error';
import { TopHostsSection } from './components/top-hosts-section';

/** How many category rails the home page shows under "Popular". */
const CATEGORY_RAILS = 3;
const SELECTION_PREVIEW = 8;

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[10]};
  max-inline-size: 1360px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[6]} ${theme.spacing[6]} ${theme.spacing[16]}`};
  ${({ theme }) => theme.media.belowMd} {
    padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[4]} ${theme.spacing[12]}`};
    gap: ${({ theme }) => theme.spacing[8]};
  }
`;
const Hero = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[5]};
  padding: ${({ theme }) => `${theme.spacing[10]} ${theme.spacing[8]}`};
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(1200px 300px at 0% 0%, ${({ theme }) => theme.colors.primarySoft}, transparent 70%),
    radial-gradient(900px 300px at 100% 100%, ${({ theme }) => (theme.mode === 'dark' ? '#3a2417' : '#F6E3D3')}, transparent 70%),
    ${({ theme }) => theme.colors.surfaceSunken};
  h1 {
    margin: 0;
    font-size: clamp(28px, 4vw, 44px);
    line-height: 1.1;
    letter-spacing: -0.02em;
    max-inline-size: 18ch;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    max-inline-size: 56ch;
  }
  ${({ theme }) => theme.media.belowMd} {
    padding: ${({ theme }) => `${theme.spacing[6]} ${theme.spacing[4]}`};
  }
`;
const Selection = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[5]};
  .head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[4]};
    flex-wrap: wrap;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
`;

/**
 * Home `/`. Decision (README "Home"): selecting categories in the strip filters the home page
 * itself — the rails give way to the matching experiences, with a link to the full search —
 * and the selection is kept in the address bar (`?categories=`), so back/forward and shared
 * links keep it.
 */
const SelectionEmpty = lazyWithRetry(() => import('./components/selection-empty').then((m) => ({ default: m.SelectionEmpty })));

export function HomePage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const navigate = useNavigate();
  const { filters, setFilters } = useSearchFilters();
  const selected = filters.categories;
  const categories = useCategories();
  const selection = useExperiencesList(toApiQuery({ ...emptyFilters, categories: selected }), 1, SELECTION_PREVIEW, selected.length > 0);

  const toggle = (id: number) => {
    const next = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
    setFilters({ ...emptyFilters, categories: next }, { replace: true });
  };
  const searchLink = useMemo(() => `/search?${toSearchParams({ ...emptyFilters, categories: selected }).toString()}`, [selected]);

  const onSearch = (v: SearchBarValue) => {
    const qs = toSearchParams({ ...emptyFilters, ...v, categories: selected }).toString();
    navigate(`/search${qs ? `?${qs}` : ''}`);
  };

  const rails = (categories.data ?? []).slice(0, CATEGORY_RAILS);
  return (
    <Page data-testid="discovery-home">
      <PageMeta title={t('discovery.home.title')} description={t('discovery.home.subtitle')} />
      <Hero>
        <h1>{t('discovery.home.title')}</h1>
        <p>{t('discovery.home.subtitle')}</p>
        <SearchBar initial={{ private: false }} onSearch={onSearch} />
      </Hero>
      <CategoryStrip selected={selected} onToggle={toggle} />
      {selected.length ? (
        <Selection aria-live="polite">
          <div className="head">
            <h2>{t('discovery.home.selectionTitle', { count: selection.data?.total ?? 0 })}</h2>
            <Button variant="secondary" startIcon={<SearchIcon size={16} />} onClick={() => navigate(searchLink)}>
              {t('discovery.home.showAll')}
            </Button>
          </div>
          {selection.isError ? (
            <InlineError onRetry={() => void selection.refetch()} />
          ) : selection.isPending ? (
            <CardGridSkeleton />
          ) : selection.data.data.length ? (
            <CardGrid items={selection.data.data} label={t('discovery.home.selectionTitle', { count: selection.data.total })} />
          ) : (
            <LazyBoundary>
              <SelectionEmpty onClear={() => setFilters({ ...emptyFilters }, { replace: true })} />
            </LazyBoundary>
          )}
        </Selection>
      ) : (
        <>
          <ExperienceSection section="popular" title={t('discovery.home.popular')} subtitle={t('discovery.home.popularSubtitle')} seeAllTo="/search?popular=true" />
          {rails.map((c) => (
            <ExperienceSection key={c.id} section="category" cateId={c.id} title={c.name} seeAllTo={`/search?categories=${c.id}`} />
          ))}
          <TopHostsSection />
          <ExperienceSection section="online" title={t('discovery.home.online')} subtitle={t('discovery.home.onlineSubtitle')} seeAllTo="/search?types=3" />
          <p style={{ margin: 0, textAlign: 'center' }}>
            <Link to="/experiences">{t('discovery.home.browseAll')}</Link>
          </p>
        </>
      )}
    </Page>
  );
}
