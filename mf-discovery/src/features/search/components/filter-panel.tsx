import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, Checkbox, NumberStepper, RadioGroup, Skeleton, useDebouncedValue } from '@tajriba/design-system';
import { experienceLanguages, ExperienceTypeId } from '@tajriba/contracts/constants';
import { useCategories } from '../../../shared/api/get-categories';
import { useExperiencesList } from '../../../shared/api/get-experiences-list';
import { GUEST_MAX_AGE, GUEST_MIN_AGE, toApiQuery, type SearchFilters } from '../../../shared/search/search-params';
import { cancellationChoice, clearPanelFilters, withCancellation, type CancellationChoice } from '../lib/panel-filters';
import { FilterSection } from './filter-section';
import { PriceRangeSlider } from './price-range-slider';
import { PRICE_CEILING, PRICE_FLOOR } from './price-range';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
`;
const Scroll = styled.div`
  /* Spec §2: the panel is at most 90vh minus 140px tall; its sections scroll inside. */
  max-block-size: calc(90vh - 140px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-inline: ${({ theme }) => theme.spacing[1]};
`;
const Options = styled.div<{ $cols?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols = 2 }) => $cols}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};
  ${({ theme }) => theme.media.belowMd} {
    grid-template-columns: 1fr;
  }
`;
const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding-block-start: ${({ theme }) => theme.spacing[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FilterPanelProps {
  value: SearchFilters;
  /** Apply: the new filters (page reset to 1); the caller writes the URL and closes the panel. */
  onApply: (filters: SearchFilters) => void;
}

const typeKeys = [
  [ExperienceTypeId.atHost, 'atHost'],
  [ExperienceTypeId.atGuest, 'atGuest'],
  [ExperienceTypeId.online, 'online'],
] as const;

const toggle = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/**
 * Spec §2 search filter panel: collapsible sections (event types open by default); the edits
 * stay a draft until Apply, which runs the search; Clear resets the panel's fields.
 */
export function FilterPanel({ value, onApply }: FilterPanelProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [draft, setDraft] = useState<SearchFilters>(value);
  const categories = useCategories();
  const set = (patch: Partial<SearchFilters>) => setDraft((d) => ({ ...d, ...patch }));
  // "Show N results": the draft's page 1, the very query Apply will run (so it is then cached).
  const counted = useDebouncedValue(JSON.stringify(toApiQuery({ ...draft, page: 1 })), 300);
  const count = useExperiencesList(JSON.parse(counted), 1);
  const total = count.data && !count.isPlaceholderData ? count.data.total : undefined;
  const flag = (key: keyof SearchFilters, labelId: string) => (
    <Checkbox label={t(labelId)} checked={draft[key] === true} onChange={(e) => set({ [key]: e.target.checked } as Partial<SearchFilters>)} />
  );

  return (
    <Panel>
      <Scroll data-testid="filter-panel-scroll">
        <FilterSection title={t('discovery.filters.types')} defaultOpen>
          <Options $cols={1}>
            {typeKeys.map(([id, key]) => (
              <Checkbox
                key={id}
                label={t(`discovery.type.${key}`)}
                description={t(`discovery.type.${key}Hint`)}
                checked={draft.types.includes(id)}
                onChange={() => set({ types: toggle(draft.types, id) })}
              />
            ))}
          </Options>
        </FilterSection>
        <FilterSection title={t('discovery.filters.categories')}>
          {categories.isPending ? (
            <Skeleton height={80} />
          ) : categories.isError ? (
            <Hint role="alert">{t('discovery.error.generic')}</Hint>
          ) : (
            <Options>
              {categories.data.map((c) => (
                <Checkbox key={c.id} label={c.name} checked={draft.categories.includes(c.id)} onChange={() => set({ categories: toggle(draft.categories, c.id) })} />
              ))}
            </Options>
          )}
        </FilterSection>
        <FilterSection title={t('discovery.filters.ratings')}>
          <RadioGroup
            label={t('discovery.filters.ratingsLabel')}
            name="discovery-rating"
            value={draft.rateMin ?? 0}
            onChange={(v) => set({ rateMin: v === 0 ? undefined : v, rateMax: undefined })}
            options={[
              { value: 0, label: t('discovery.filters.anyRating') },
              ...[5, 4, 3, 2, 1].map((n) => ({ value: n, label: t('discovery.filters.starsUp', { count: n }) })),
            ]}
          />
        </FilterSection>
        <FilterSection title={t('discovery.filters.languages')}>
          <Options>
            {experienceLanguages.map((l) => (
              <Checkbox key={l} label={t(`discovery.language.${l}`)} checked={draft.languages.includes(l)} onChange={() => set({ languages: toggle(draft.languages, l) })} />
            ))}
          </Options>
        </FilterSection>
        <FilterSection title={t('discovery.filters.price')}>
          <Hint>{t('discovery.filters.priceHint')}</Hint>
          <PriceRangeSlider
            value={{ min: draft.priceMin ?? PRICE_FLOOR, max: draft.priceMax ?? PRICE_CEILING }}
            onChange={(r) => set({ priceMin: r.min > PRICE_FLOOR ? r.min : undefined, priceMax: r.max < PRICE_CEILING ? r.max : undefined })}
          />
        </FilterSection>
        <FilterSection title={t('discovery.filters.discounts')}>
          <Options $cols={1}>
            {flag('discount', 'discovery.filters.discount')}
            {flag('instantBooking', 'discovery.filters.instantBooking')}
            {flag('popular', 'discovery.filters.popular')}
          </Options>
          <RadioGroup<CancellationChoice>
            label={t('discovery.filters.cancellationHint')}
            name="discovery-cancellation"
            value={cancellationChoice(draft)}
            onChange={(v) => set(withCancellation(v))}
            options={[
              { value: 'any', label: t('discovery.filters.cancellationAny') },
              { value: 'day', label: t('discovery.filters.cancellationDay') },
              { value: 'three', label: t('discovery.filters.cancellationDayThree') },
              { value: 'five', label: t('discovery.filters.cancellationDayFive') },
            ]}
          />
        </FilterSection>
        <FilterSection title={t('discovery.filters.guests')}>
          <NumberStepper
            label={t('discovery.filters.guestAge')}
            description={t('discovery.filters.guestAgeHint', { min: GUEST_MIN_AGE, max: GUEST_MAX_AGE })}
            value={draft.guestMin ?? null}
            min={GUEST_MIN_AGE}
            max={GUEST_MAX_AGE}
            onChange={(v) => set({ guestMin: v !== null && v >= GUEST_MIN_AGE ? Math.min(v, GUEST_MAX_AGE) : undefined })}
          />
          <Options $cols={1}>
            {flag('kidsAllowed', 'discovery.filters.kidsAllowed')}
            {flag('accessible', 'discovery.filters.accessible')}
          </Options>
          <RadioGroup
            label={t('discovery.filters.gender')}
            name="discovery-gender"
            value={draft.gender ?? 'any'}
            onChange={(v) => set({ gender: v === 'any' ? undefined : v })}
            options={[
              { value: 'any' as const, label: t('discovery.filters.genderAny') },
              { value: 'male' as const, label: t('discovery.filters.genderMale') },
              { value: 'female' as const, label: t('discovery.filters.genderFemale') },
            ]}
          />
        </FilterSection>
        <FilterSection title={t('discovery.filters.included')}>
          <Options>
            {flag('food', 'discovery.filters.food')}
            {flag('drinks', 'discovery.filters.drinks')}
            {flag('equipments', 'discovery.filters.equipments')}
            {flag('transportation', 'discovery.filters.transportation')}
          </Options>
        </FilterSection>
      </Scroll>
      <Footer>
        <Button variant="ghost" onClick={() => setDraft(clearPanelFilters(draft))}>
          {t('discovery.filters.clear')}
        </Button>
        <Button onClick={() => onApply({ ...draft, page: 1 })} aria-live="polite" data-testid="filters-apply">
          {total === undefined ? t('discovery.filters.apply') : t('discovery.filters.showCount', { count: total })}
        </Button>
      </Footer>
    </Panel>
  );
}
