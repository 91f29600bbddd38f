import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { MapIcon, Spinner, useClickOutside } from '@tajriba/design-system';
import type { RegionSearchItem } from '@tajriba/contracts/discovery';
import { useLocations } from '../../api/search-locations';
import { useDebouncedValue } from './use-debounced-value';
import { SegmentInput, SegmentLabel } from './segment';

const Wrap = styled.div`
  position: relative;
  min-inline-size: 0;
`;
const List = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + 10px);
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  inline-size: max(100%, 320px);
  margin: 0;
  padding: ${({ theme }) => theme.spacing[2]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  max-block-size: 360px;
  overflow-y: auto;
`;
const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceSunken : 'transparent')};
  .glyph {
    display: grid;
    place-items: center;
    inline-size: 40px;
    block-size: 40px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.textMuted};
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Status = styled.li`
  padding: ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
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
    <Wrap ref={wrap}>
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
          } else if (e.key === 'Escape') setOpen(false);
        }}
      />
      {open ? (
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- options carry images and two lines, which <datalist> cannot
        <List id={`${id}-list`} role="listbox" aria-label={t('discovery.searchBar.where')}>
          {locations.isPending || (locations.isFetching && !items.length) ? (
            <Status role="presentation">
              <Spinner size={16} /> {t('discovery.loading')}
            </Status>
          ) : locations.isError ? (
            <Status role="presentation">{t('discovery.error.generic')}</Status>
          ) : items.length === 0 ? (
            <Status role="presentation">{t('discovery.searchBar.noPlaces')}</Status>
          ) : (
            items.map((item, i) => (
              <Option
                key={`${item.kind}-${item.id}`}
                id={`${id}-opt-${i}`}
                // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- see the listbox above
                role="option"
                aria-selected={i === active}
                $active={i === active}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(item)}
              >
                <span className="glyph" aria-hidden>
                  <MapIcon size={18} />
                </span>
                <span>
                  {item.name}
                  <small>
                    {item.kind === 'region' ? t('discovery.searchBar.region', { parent: item.parentName }) : item.parentName}
                  </small>
                </span>
              </Option>
            ))
          )}
        </List>
      ) : null}
    </Wrap>
  );
}
