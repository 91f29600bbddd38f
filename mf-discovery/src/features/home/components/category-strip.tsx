import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { ChevronStartIcon, ChevronEndIcon, IconButton, Skeleton } from '@tajriba/design-system';
import { usePrefs } from '@tajriba/session';
import type { ExperienceCategory } from '@tajriba/contracts/discovery';
import { useCategories } from '../../../shared/api/get-categories';

/** Spec §9: the strip scrolls by 120 px per click and shows 10 skeletons while loading. */
export const SCROLL_STEP = 120;
export const SKELETON_COUNT = 10;
/** Chips and their skeletons share one height, so the sections below never move when they load. */
const CHIP_HEIGHT = 68;

const Row = styled.div`
  display: flex;
  min-inline-size: 0;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Track = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  overflow-x: auto;
  scroll-behavior: smooth;
  scrollbar-width: none;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.spacing[1]};
  flex: 1;
  min-inline-size: 0;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const Chip = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  justify-content: center;
  min-inline-size: 96px;
  block-size: ${CHIP_HEIGHT}px;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimarySoft : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  svg {
    inline-size: 24px;
    block-size: 24px;
  }
`;
const Failure = styled.p`
  padding: ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function CategoryIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={d} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

export interface CategoryStripProps {
  selected: number[];
  onToggle: (id: number) => void;
}

export function CategoryStrip({ selected, onToggle }: CategoryStripProps) {
  const intl = useIntl();
  const { dir } = usePrefs();
  const track = useRef<HTMLUListElement>(null);
  const { data, isPending, isError } = useCategories();
  // Forward is towards the reading direction's end: right in English, left in Arabic.
  const scroll = (forward: boolean) => track.current?.scrollBy({ left: (forward ? 1 : -1) * (dir === 'rtl' ? -1 : 1) * SCROLL_STEP });

  if (isError) return <Failure role="alert">{intl.formatMessage({ id: 'discovery.categories.loadFailed' })}</Failure>;
  return (
    <Row>
      <IconButton variant="ghost" size="sm" label={intl.formatMessage({ id: 'discovery.categories.scrollBack' })} onClick={() => scroll(false)}>
        <ChevronStartIcon size={18} />
      </IconButton>
      <Track ref={track} aria-label={intl.formatMessage({ id: 'discovery.categories.label' })} aria-busy={isPending}>
        {isPending
          ? Array.from({ length: SKELETON_COUNT }, (_, i) => (
              // Keys of their own: the chips replace the placeholders rather than reuse (and move) them.
              <li key={`skeleton-${i}`} data-testid="category-skeleton">
                <Skeleton width={96} height={CHIP_HEIGHT} radius="10px" />
              </li>
            ))
          : data.map((c: ExperienceCategory) => (
              <li key={c.id}>
                <Chip type="button" $selected={selected.includes(c.id)} aria-pressed={selected.includes(c.id)} onClick={() => onToggle(c.id)}>
                  <CategoryIcon d={c.icon} />
                  {c.name}
                </Chip>
              </li>
            ))}
      </Track>
      <IconButton variant="ghost" size="sm" label={intl.formatMessage({ id: 'discovery.categories.scrollForward' })} onClick={() => scroll(true)}>
        <ChevronEndIcon size={18} />
      </IconButton>
    </Row>
  );
}

/** Multi-select state for the strip (local to the home page). */
export function useCategorySelection() {
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return { selected, toggle };
}
