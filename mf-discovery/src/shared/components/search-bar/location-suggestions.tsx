import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { MapIcon, Spinner } from '@tajriba/design-system';
import type { RegionSearchItem } from '@tajriba/contracts/discovery';
import { dropdownBox } from './segment';

const List = styled.ul`
  ${dropdownBox}
  margin: 0;
  padding: ${({ theme }) => theme.spacing[2]};
  list-style: none;
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

export interface LocationSuggestionsProps {
  /** The listbox's id (the combobox's `aria-controls`); option `i` is `${id}-opt-${i}`. */
  id: string;
  state: 'loading' | 'error' | 'ready';
  items: readonly RegionSearchItem[];
  active: number;
  onActive: (index: number) => void;
  onChoose: (item: RegionSearchItem) => void;
}

/**
 * The "Where" combobox's list (its own chunk: it only shows once the field has the focus).
 * The field keeps the text, the query and the keyboard; this only draws what they decided.
 */
export function LocationSuggestions({ id, state, items, active, onActive, onChoose }: LocationSuggestionsProps) {
  const intl = useIntl();
  const t = (msg: string, v?: Record<string, string | number>) => intl.formatMessage({ id: msg }, v);
  return (
    // tabIndex -1: a scrolling box is otherwise a tab stop of its own; the field owns the keyboard.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- options carry images and two lines, which <datalist> cannot
    <List id={id} role="listbox" aria-label={t('discovery.searchBar.where')} tabIndex={-1}>
      {state === 'loading' ? (
        <Status role="presentation">
          <Spinner size={16} /> {t('discovery.loading')}
        </Status>
      ) : state === 'error' ? (
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
            onMouseEnter={() => onActive(i)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(item)}
          >
            <span className="glyph" aria-hidden>
              <MapIcon size={18} />
            </span>
            <span>
              {item.name}
              <small>{item.kind === 'region' ? t('discovery.searchBar.region', { parent: item.parentName }) : item.parentName}</small>
            </span>
          </Option>
        ))
      )}
    </List>
  );
}
