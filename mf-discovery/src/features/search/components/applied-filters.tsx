import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { CloseIcon } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { ExperienceTypeId } from '@tajriba/contracts/constants';
import { useCategories } from '../../../shared/api/get-categories';
import type { SearchFilters } from '../../../shared/search/search-params';
import { cancellationChoice, withCancellation } from '../lib/panel-filters';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-block-size: 32px;
  padding-block: 4px;
  padding-inline: 12px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const ClearAll = styled.button`
  border: 0;
  background: none;
  padding: 4px 8px;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

interface Applied {
  key: string;
  label: string;
  remove: (f: SearchFilters) => SearchFilters;
}

const typeKeys: Record<number, string> = { [ExperienceTypeId.atHost]: 'atHost', [ExperienceTypeId.atGuest]: 'atGuest', [ExperienceTypeId.online]: 'online' };
const flags = ['discount', 'instantBooking', 'popular', 'kidsAllowed', 'accessible', 'food', 'drinks', 'equipments', 'transportation'] as const;
const cancellationLabel = { day: 'discovery.filters.cancellationDay', three: 'discovery.filters.cancellationDayThree', five: 'discovery.filters.cancellationDayFive' } as const;

/**
 * The filter panel's choices in force, as chips under the toolbar: each one removes itself (the
 * search runs again from page 1), "Clear filters" removes them all. The search bar's own fields
 * (text, place, date, guests) show in the bar, not here.
 */
export function AppliedFilters({ filters, onChange, onClear }: { filters: SearchFilters; onChange: (f: SearchFilters) => void; onClear: () => void }) {
  const intl = useIntl();
  const f = useFormatters();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const categories = useCategories();
  const applied: Applied[] = [];
  for (const id of filters.types)
    applied.push({ key: `type-${id}`, label: t(`discovery.type.${typeKeys[id]}`), remove: (x) => ({ ...x, types: x.types.filter((v) => v !== id) }) });
  for (const id of filters.categories) {
    const name = categories.data?.find((c) => c.id === id)?.name;
    if (name) applied.push({ key: `cat-${id}`, label: name, remove: (x) => ({ ...x, categories: x.categories.filter((v) => v !== id) }) });
  }
  if (filters.rateMin !== undefined)
    applied.push({ key: 'rate', label: t('discovery.filters.starsUp', { count: filters.rateMin }), remove: (x) => ({ ...x, rateMin: undefined, rateMax: undefined }) });
  for (const l of filters.languages)
    applied.push({ key: `lang-${l}`, label: t(`discovery.language.${l}`), remove: (x) => ({ ...x, languages: x.languages.filter((v) => v !== l) }) });
  if (filters.priceMin !== undefined || filters.priceMax !== undefined)
    applied.push({
      key: 'price',
      label:
        filters.priceMax === undefined
          ? t('discovery.chips.priceFrom', { min: f.sar(filters.priceMin ?? 0) })
          : filters.priceMin === undefined
            ? t('discovery.chips.priceUpTo', { max: f.sar(filters.priceMax) })
            : t('discovery.chips.priceBetween', { min: f.sar(filters.priceMin), max: f.sar(filters.priceMax) }),
      remove: (x) => ({ ...x, priceMin: undefined, priceMax: undefined }),
    });
  const policy = cancellationChoice(filters);
  if (policy !== 'any')
    applied.push({ key: 'cancellation', label: t('discovery.chips.cancellation', { when: t(cancellationLabel[policy]) }), remove: (x) => ({ ...x, ...withCancellation('any') }) });
  if (filters.guestMin !== undefined)
    applied.push({ key: 'age', label: t('discovery.chips.guestMin', { age: intl.formatNumber(filters.guestMin) }), remove: (x) => ({ ...x, guestMin: undefined }) });
  if (filters.gender)
    applied.push({
      key: 'gender',
      label: t('discovery.chips.gender', { who: t(filters.gender === 'male' ? 'discovery.filters.genderMale' : 'discovery.filters.genderFemale') }),
      remove: (x) => ({ ...x, gender: undefined }),
    });
  for (const k of flags) if (filters[k]) applied.push({ key: k, label: t(`discovery.filters.${k}`), remove: (x) => ({ ...x, [k]: false }) });

  if (!applied.length) return null;
  return (
    <List aria-label={t('discovery.chips.label')} data-testid="applied-filters">
      {applied.map((a) => (
        <li key={a.key}>
          <Chip type="button" aria-label={t('discovery.chips.remove', { label: a.label })} onClick={() => onChange({ ...a.remove(filters), page: 1 })}>
            {a.label}
            <CloseIcon size={14} aria-hidden />
          </Chip>
        </li>
      ))}
      <li>
        <ClearAll type="button" onClick={onClear}>
          {t('discovery.results.clearFilters')}
        </ClearAll>
      </li>
    </List>
  );
}
