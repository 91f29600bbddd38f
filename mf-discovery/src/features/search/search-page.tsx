import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { styled } from 'styled-components';
import { Button, FilterIcon, lazyPage, ListIcon, MapIcon, Modal, Spinner, usePageMeta } from '@tajriba/design-system';
import { SearchBar, type SearchBarValue } from '../../shared/components/search-bar/search-bar';
import { emptyFilters, type SearchFilters } from '../../shared/search/search-params';
import { countPanelFilters } from './lib/panel-filters';
import { useSearchFilters } from '../../shared/search/use-search-filters';
import { mapboxToken } from '../../shared/map/map-config';
import { AppliedFilters } from './components/applied-filters';
import { MapCredit, mapFrameBox } from './map/map-frame';
import { FilterPanel } from './components/filter-panel';
import { ResultsList } from './components/results-list';


const Page = styled.div<{ $map: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[5]};
  max-inline-size: ${({ $map }) => ($map ? 'none' : '1360px')};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[5]} ${theme.spacing[6]} ${theme.spacing[12]}`};
  ${({ theme }) => theme.media.belowMd} {
    padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]} ${theme.spacing[10]}`};
  }
`;
const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  flex-wrap: wrap;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  .actions {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
    align-items: center;
  }
`;
const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-inline-size: 20px;
  block-size: 20px;
  padding-inline: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.bg};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;
const ViewSwitch = styled.nav`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.bg};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const MapFallback = styled.div`
  ${mapFrameBox}
  display: grid;
  place-items: center;
`;

// The map (the preview, then react-map-gl, MapLibre or Mapbox, supercluster, the basemap data)
// loads only here: meanwhile its box, the size it will be, with its data credit already in its
// corner (the offline basemap's; a Mapbox map brings its own). A failed download shows Retry in
// the map's box, which downloads it again.
const offline = !mapboxToken();
const ResultsMap = lazyPage(() => import('./map/results-map'), {
  name: 'ResultsMap',
  fallback: (
    <MapFallback aria-busy="true">
      <Spinner size={28} />
      {offline ? <MapCredit /> : null}
    </MapFallback>
  ),
  renderError: (message) => <MapFallback>{message}</MapFallback>,
});

/** `/search`, `/experiences` (list) and `/search/map`, `/experiences/map`: one page, two views. */
export function SearchPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const location = useLocation();
  const { filters, setFilters, params } = useSearchFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const isMap = /\/map\/?$/.test(location.pathname);
  const base = location.pathname.startsWith('/experiences') ? '/experiences' : '/search';
  const qs = params.toString();
  const active = countPanelFilters(filters);
  const heading = filters.cityName ? t('discovery.results.titleIn', { place: filters.cityName }) : t('discovery.results.title');
  usePageMeta({ title: isMap ? t('discovery.results.mapTitle', { title: heading }) : heading, description: t('discovery.results.metaDescription') });

  const onSearch = (v: SearchBarValue) => setFilters({ ...filters, ...v, page: 1 });
  const onApply = (next: SearchFilters) => {
    setFilters(next);
    setPanelOpen(false);
  };

  return (
    <Page $map={isMap} data-testid="discovery-search">
      <SearchBar
        initial={{ query: filters.query, cityId: filters.cityId, cityName: filters.cityName, date: filters.date, adults: filters.adults, children: filters.children, private: filters.private }}
        onSearch={onSearch}
      />
      <Toolbar>
        <h1>{heading}</h1>
        <div className="actions">
          <Button variant="secondary" startIcon={<FilterIcon size={16} />} onClick={() => setPanelOpen(true)} aria-haspopup="dialog">
            {t('discovery.filters.open')}
            {active ? <Count aria-label={t('discovery.filters.activeCount', { count: active })}>{intl.formatNumber(active)}</Count> : null}
          </Button>
          <ViewSwitch aria-label={t('discovery.results.view')}>
            <Link to={`${base}${qs ? `?${qs}` : ''}`} aria-current={!isMap ? 'page' : undefined}>
              <ListIcon size={16} />
              {t('discovery.results.list')}
            </Link>
            <Link to={`${base}/map${qs ? `?${qs}` : ''}`} aria-current={isMap ? 'page' : undefined}>
              <MapIcon size={16} />
              {t('discovery.results.map')}
            </Link>
          </ViewSwitch>
        </div>
      </Toolbar>
      <AppliedFilters filters={filters} onChange={setFilters} onClear={() => setFilters({ ...filters, ...clearAll(filters) })} />
      {isMap ? (
        <ResultsMap filters={filters} />
      ) : (
        <ResultsList
          filters={filters}
          hasPanelFilters={active > 0}
          onPage={(page) => setFilters({ ...filters, page })}
          // With panel filters on, clearing keeps the text, place, date and guests; without, it starts over.
          onClear={() => setFilters(active > 0 ? { ...filters, ...clearAll(filters) } : { ...emptyFilters })}
        />
      )}
      <Modal open={panelOpen} onClose={() => setPanelOpen(false)} title={t('discovery.filters.title')} size="md">
        <FilterPanel key={qs} value={filters} onApply={onApply} />
      </Modal>
    </Page>
  );
}

function clearAll(f: SearchFilters): Partial<SearchFilters> {
  return { types: [], categories: [], languages: [], rateMin: undefined, rateMax: undefined, priceMin: undefined, priceMax: undefined, guestMin: undefined, gender: undefined, transportation: false, discount: false, food: false, drinks: false, equipments: false, instantBooking: false, kidsAllowed: false, accessible: false, popular: false, cancellationDay: false, cancellationDayThree: false, cancellationDayFive: false, page: 1, hostsIds: f.hostsIds };
}
