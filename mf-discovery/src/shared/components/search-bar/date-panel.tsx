import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, DateRangePicker, preloadDateRangePicker } from '@tajriba/design-system';
import { intlLocaleFor, useFormatters } from '@tajriba/i18n';
import { datePresets, fromDayString, toDayString } from '../../lib/days';

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-block-end: ${({ theme }) => theme.spacing[3]};
`;
const Chip = styled.button<{ $on: boolean }>`
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.bg : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: ${({ theme }) => theme.spacing[2]};
`;

export interface DatePresetsProps {
  value: string | undefined;
  onChange: (day: string) => void;
  now?: Date;
}

/** Spec §2: presets today, tomorrow and the next 5 days. */
export function DatePresets({ value, onChange, now }: DatePresetsProps) {
  const intl = useIntl();
  const f = useFormatters();
  const days = datePresets(now);
  const short = new Intl.DateTimeFormat(intlLocaleFor(f.locale), { weekday: 'short', day: 'numeric', month: 'short' });
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a fieldset would need a legend inside a popover
    <Presets role="group" aria-label={intl.formatMessage({ id: 'discovery.searchBar.presets' })}>
      {days.map((day, i) => (
        <Chip key={day} type="button" $on={value === day} aria-pressed={value === day} onClick={() => onChange(day)}>
          {i < 2 ? f.dayLabel(fromDayString(day), now ?? new Date()) : short.format(fromDayString(day))}
        </Chip>
      ))}
    </Presets>
  );
}

/** The calendar is the design system's own lazy chunk: the trigger fetches it right after this one. */
export const preloadCalendar = preloadDateRangePicker;

/** The "When" popover's content: presets, then a one-day calendar from today, and "Clear". */
export function DatePanel({ value, onChange, close }: { value: string | undefined; onChange: (day: string | undefined) => void; close: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [today] = useState(() => {
    const d = new Date();
    d.setHours(0, 0, 0, 0);
    return d;
  });
  return (
    <div>
      <DatePresets
        value={value}
        onChange={(d) => {
          onChange(d);
          close();
        }}
      />
      <DateRangePicker
        mode="single"
        value={value ? fromDayString(value) : null}
        minDate={today}
        label={t('discovery.searchBar.when')}
        numberOfMonths="auto"
        onChange={(d) => {
          onChange(d ? toDayString(d) : undefined);
          if (d) close();
        }}
      />
      {value ? (
        <Footer>
          <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
            {t('discovery.searchBar.clearDate')}
          </Button>
        </Footer>
      ) : null}
    </div>
  );
}
