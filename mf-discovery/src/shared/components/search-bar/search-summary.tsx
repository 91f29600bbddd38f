import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { lazyWithRetry, SearchIcon } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { fromDayString } from '../../lib/days';
import { SUMMARY_HEIGHT, type SearchBarProps } from './search-bar';

// The dialog with the full form: its own chunk, fetched when the summary is touched or focused.
const SearchDialog = lazyWithRetry(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));
const preload = () => SearchDialog.preload();

const Summary = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  inline-size: 100%;
  block-size: ${SUMMARY_HEIGHT}px;
  padding-block: 8px;
  padding-inline: 18px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  .text {
    flex: 1;
    min-inline-size: 0;
  }
  strong,
  small {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .go {
    display: grid;
    place-items: center;
    inline-size: 44px;
    block-size: 44px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    flex: none;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/**
 * The phone's search: what is searched in one tappable line ("Riyadh · Fri, 27 Nov · 2 guests"),
 * as the big sites do; tapping it opens the full form in a dialog, which searches and closes.
 */
export function SearchSummary({ initial, onSearch }: SearchBarProps) {
  const intl = useIntl();
  const f = useFormatters();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [open, setOpen] = useState(false);
  const where = [initial.query, initial.cityName].filter(Boolean).join(' · ');
  const guests = (initial.adults ?? 1) + (initial.children ?? 0);
  const details = [initial.date ? f.dayLabel(fromDayString(initial.date)) : t('discovery.searchBar.anyDate'), t('discovery.guests.summary', { count: guests })];
  if (initial.private) details.push(t('discovery.searchBar.private'));
  return (
    <>
      <Summary type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} data-testid="search-summary">
        <span className="text">
          <strong>{where || t('discovery.searchBar.summaryTitle')}</strong>
          <small>{details.join(' · ')}</small>
        </span>
        <span className="go" aria-hidden>
          <SearchIcon size={18} />
        </span>
      </Summary>
      {open ? (
        <SearchDialog
          initial={initial}
          onClose={() => setOpen(false)}
          onSearch={(v) => {
            setOpen(false);
            onSearch(v);
          }}
        />
      ) : null}
    </>
  );
}
