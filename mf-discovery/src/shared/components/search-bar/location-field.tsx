import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { LazyBoundary, lazyWithRetry, useClickOutside, useDebouncedValue } from '@tajriba/design-system';
import type { RegionSearchItem } from '@tajriba/contracts/discovery';
import { useLocations } from '../../api/search-locations';
import { dropdownBox, SegmentInput, SegmentLabel } from './segment';

const Wrap = styled.div`
  position: relative;
  min-inline-size: 0;
`;

// The suggestion list is a lazy chunk, fetched when the pointer comes over the field or when
// the focus opens the list (which shows nothing until the chunk is there: the request for the
// places takes longer anyway). If it fails to download, the list's box says so, with Retry;
// typing a place and searching still works.
const LocationSuggestions = lazyWithRetry(() => import('./location-suggestions').then((m) => ({ default: m.LocationSuggestions })));
const preloadSuggestions = () => LocationSuggestions.preload();

const FailedList = styled.div`
  ${dropdownBox}
`;

export interface LocationValue {
  cityId?: number;
  cityName?: string;
}

/** "Where": a combobox over RegionsSearch (cities and regions), debounced 500 ms. */
export function LocationField({ value, onChange }: { value: LocationValue; onChange: (v: LocationValue) => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [text, setText] = useState(value.cityName ?? '');
  const [shown, setShown] = useState(value.cityName);
  if (value.cityName !== shown) {
    setShown(value.cityName);
    setText(value.cityName ?? '');
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(text.trim());
  const locations = useLocations(debounced, open);
  const items = locations.data ?? [];
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  useClickOutside([wrap], () => setOpen(false), open);

  const choose = (item: RegionSearchItem) => {
    onChange(item.kind === 'city' ? { cityId: item.id, cityName: item.name } : { cityId: undefined, cityName: item.name });
    setText(item.name);
    setOpen(false);
  };

  return (
    <Wrap ref={wrap} onPointerEnter={preloadSuggestions}>
      <SegmentLabel htmlFor={`${id}-input`}>{t('discovery.searchBar.where')}</SegmentLabel>
      <SegmentInput
        id={`${id}-input`}
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the ARIA combobox pattern: a text box with a custom list
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && items[active] ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        placeholder={t('discovery.searchBar.wherePlaceholder')}
        value={text}
        onFocus={() => setOpen(true)}
        // The list closes when the focus leaves the field (Tab, a click elsewhere, a dialog
        // opening over it); its options keep the focus here (mousedown is prevented on them).
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          // Typing replaces a chosen place: free text searches by city or region name.
          onChange({ cityId: undefined, cityName: e.target.value.trim() || undefined });
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, items.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && open && items[active]) {
            e.preventDefault();
            choose(items[active]);
          } else if (e.key === 'Escape' && open) {
            // Esc closes the list only (not a dialog around the search bar).
            e.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {open ? (
        <LazyBoundary renderError={(message) => <FailedList>{message}</FailedList>}>
          <LocationSuggestions
            id={`${id}-list`}
            state={locations.isPending || (locations.isFetching && !items.length) ? 'loading' : locations.isError ? 'error' : 'ready'}
            items={items}
            active={active}
            onActive={setActive}
            onChoose={choose}
          />
        </LazyBoundary>
      ) : null}
    </Wrap>
  );
}
