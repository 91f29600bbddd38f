import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { LazyBoundary, lazyWithRetry, SearchIcon, Switch, useMediaQuery } from '@tajriba/design-system';
import type { SearchFilters } from '../../search/search-params';
import { DateField } from './date-field';
import { GuestCounter } from './guest-counter';
import { LocationField } from './location-field';
import { SegmentInput, SegmentLabel } from './segment';

/** Below this width the search is a one-line summary (the form alone would fill the screen). */
export const COMPACT_SEARCH_QUERY = '(max-width: 767.98px)';

// The phone's summary is a chunk of its own (desktop first renders do not carry it); until it is
// there, a box of its exact size holds its place, so nothing moves when it lands.
const SearchSummary = lazyWithRetry(() => import('./search-summary').then((m) => ({ default: m.SearchSummary })));
export const SUMMARY_HEIGHT = 60;
const SummaryPlace = styled.div`
  block-size: ${SUMMARY_HEIGHT}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto auto;
  align-items: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: 6px;
  padding-inline-start: 8px;
  > .seg {
    padding: 8px 18px;
    border-radius: ${({ theme }) => theme.radii.pill};
    min-inline-size: 0;
    position: relative;
  }
  > .seg + .seg::before {
    content: '';
    position: absolute;
    inset-inline-start: 0;
    inset-block: 25%;
    border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  > .seg:focus-within,
  > .seg:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  ${({ theme }) => theme.media.belowLg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    border-radius: ${({ theme }) => theme.radii.xl};
    gap: 4px;
    > .seg + .seg::before {
      display: none;
    }
    > .seg {
      border-radius: ${({ theme }) => theme.radii.lg};
      border: 1px solid ${({ theme }) => theme.colors.border};
    }
    > .seg.text {
      grid-column: 1 / -1;
    }
  }
  ${({ theme }) => theme.media.belowMd} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Go = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  block-size: 48px;
  min-inline-size: 48px;
  padding-inline: 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  cursor: pointer;
  margin-inline-start: 6px;
  &:hover {
    filter: brightness(1.06);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ theme }) => theme.media.belowLg} {
    grid-column: 1 / -1;
    margin: 4px 0 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;
const PrivateSeg = styled.div`
  white-space: nowrap;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export type SearchBarValue = Pick<SearchFilters, 'query' | 'cityId' | 'cityName' | 'date' | 'adults' | 'children' | 'private'>;

export interface SearchBarProps {
  initial: SearchBarValue;
  onSearch: (value: SearchBarValue) => void;
}

/**
 * Spec §2 search bar: free text, city (RegionsSearch, debounced), date with presets, guest
 * counter, private-only switch and the search button. The same component on home, /experiences
 * and /search; the page decides where the search goes. On a phone the five fields would fill the
 * first screen: there it is one tappable summary of the search that opens this form in a dialog.
 */
export function SearchBar(props: SearchBarProps) {
  const compact = useMediaQuery(COMPACT_SEARCH_QUERY);
  if (!compact) return <SearchForm {...props} />;
  return (
    <LazyBoundary fallback={<SummaryPlace aria-hidden />}>
      <SearchSummary {...props} />
    </LazyBoundary>
  );
}

/** The full form (on a phone, inside the summary's dialog). */
export function SearchForm({ initial, onSearch }: SearchBarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [v, setV] = useState<SearchBarValue>(initial);
  const key = JSON.stringify(initial);
  const [shown, setShown] = useState(key);
  if (key !== shown) {
    // The URL changed (back/forward): show the search it now describes.
    setShown(key);
    setV(initial);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ ...v, query: v.query?.trim() || undefined });
  };
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- <search> is not in every browser we support yet
    <Form role="search" aria-label={t('discovery.searchBar.label')} onSubmit={submit}>
      <div className="seg text">
        <SegmentLabel htmlFor="discovery-search-text">{t('discovery.searchBar.what')}</SegmentLabel>
        <SegmentInput
          id="discovery-search-text"
          type="search"
          enterKeyHint="search"
          maxLength={100}
          placeholder={t('discovery.searchBar.whatPlaceholder')}
          value={v.query ?? ''}
          onChange={(e) => setV({ ...v, query: e.target.value })}
        />
      </div>
      <div className="seg">
        <LocationField value={{ cityId: v.cityId, cityName: v.cityName }} onChange={(l) => setV({ ...v, ...l })} />
      </div>
      <div className="seg">
        <DateField value={v.date} onChange={(date) => setV({ ...v, date })} />
      </div>
      <div className="seg">
        <GuestCounter
          value={{ adults: v.adults ?? 1, children: v.children ?? 0 }}
          onChange={(g) => setV({ ...v, adults: g.adults, children: g.children })}
        />
      </div>
      <PrivateSeg className="seg">
        <Switch label={t('discovery.searchBar.private')} checked={v.private ?? false} onChange={(e) => setV({ ...v, private: e.target.checked })} />
      </PrivateSeg>
      <Go type="submit">
        <SearchIcon size={18} />
        <span>{t('discovery.searchBar.search')}</span>
      </Go>
    </Form>
  );
}
