import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { styled, css, useTheme } from 'styled-components';
import { Button, IconButton } from '@tajriba/design-system/core';
import { ChevronEndIcon, ChevronStartIcon } from '../../icons/chevron-direction';
import { useDsIntl } from '@tajriba/design-system/core';
import { formatCalendarDate } from '@tajriba/i18n';
import { useMediaQuery } from '@tajriba/design-system/core';
import { focusRing } from '@tajriba/design-system/core';
import { TWO_MONTHS_QUERY } from './constants';
import {
  MAX_YEAR,
  MIN_YEAR,
  addDays,
  addMonths,
  clampDate,
  compareDay,
  decadeStart,
  isInRange,
  isSameDay,
  monthGrid,
  nextRange,
  startOfDay,
  startOfMonth,
  type DateRange,
} from './calendar';

type View = 'days' | 'months' | 'years';

interface BaseProps {
  /** Days that cannot be picked (past days, fully booked days). They stay focusable. */
  isDateDisabled?: (date: Date) => boolean;
  minDate?: Date;
  maxDate?: Date;
  /** OK / Cancel / Today buttons: changes are applied only on OK. */
  withActions?: boolean;
  onCancel?: () => void;
  /** Month shown first when there is no value (defaults to today). */
  initialMonth?: Date;
  /** 'auto' shows two months when the viewport is wider than 700 px. */
  numberOfMonths?: 1 | 2 | 'auto';
  /** 0 = Sunday (Saudi Arabia and the US both start weeks on Sunday). */
  weekStart?: number;
  /** Accessible name of the calendar. */
  label?: string;
  /** "Today" for the Today button and highlighting; injectable for tests. */
  today?: Date;
  className?: string;
}

export interface DateRangePickerRangeProps extends BaseProps {
  mode?: 'range';
  value: DateRange;
  onChange: (range: DateRange) => void;
}

export interface DateRangePickerSingleProps extends BaseProps {
  mode: 'single';
  value: Date | null;
  onChange: (date: Date | null) => void;
}

export type DateRangePickerProps = DateRangePickerRangeProps | DateRangePickerSingleProps;

export { TWO_MONTHS_QUERY };

const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[3]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  max-inline-size: 100%;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const Title = styled.button`
  flex: 1;
  display: inline-flex;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[4]};
  padding: ${({ theme }) => theme.spacing[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  cursor: pointer;
  &:hover:enabled { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  &:disabled { cursor: default; }
  ${focusRing}
`;

// Side by side, never wrapped: a narrow container must not stack the two months (the spec shows
// two months only above 700 px, where there is room).
const Months = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[6]};
`;

const Grid = styled.table`
  border-collapse: separate;
  border-spacing: 0 2px;
  th {
    inline-size: 40px;
    block-size: 32px;
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td { padding: 0; }
`;

// With one month the header already names it: the caption stays for screen readers only (the
// grid's name), so the month is not written twice.
const MonthCaption = styled.caption<{ $hidden: boolean }>`
  ${({ $hidden }) =>
    $hidden
      ? css`
          position: absolute;
          inline-size: 1px;
          block-size: 1px;
          overflow: hidden;
          clip-path: inset(50%);
          white-space: nowrap;
        `
      : ''}
  padding-block-end: ${({ theme }) => theme.spacing[2]};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Day = styled.button<{ $selected: boolean; $inRange: boolean; $rangeEdge: 'start' | 'end' | 'both' | null; $today: boolean; $outside: boolean; $disabled: boolean }>`
  position: relative;
  inline-size: 40px;
  block-size: 40px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-variant-numeric: tabular-nums;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  ${focusRing}
  &:hover { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  ${({ $inRange, $rangeEdge, theme }) =>
    $inRange &&
    css`
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.onPrimarySoft};
      border-radius: ${$rangeEdge === 'start'
        ? `${theme.radii.pill} 0 0 ${theme.radii.pill}`
        : $rangeEdge === 'end'
          ? `0 ${theme.radii.pill} ${theme.radii.pill} 0`
          : $rangeEdge === 'both'
            ? theme.radii.pill
            : '0'};
      &:hover { background: ${theme.colors.primarySoft}; }
    `}
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      font-weight: ${theme.typography.weights.bold};
      &:hover { background: ${theme.colors.primaryHover}; }
    `}
  ${({ $today, $selected, theme }) =>
    $today &&
    !$selected &&
    css`
      box-shadow: inset 0 0 0 1px ${theme.colors.primary};
      font-weight: ${theme.typography.weights.bold};
    `}
  ${({ $outside, theme }) =>
    $outside &&
    css`
      color: ${theme.colors.textMuted};
    `}
  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      color: ${theme.colors.textMuted};
      text-decoration: line-through;
      opacity: 0.6;
      cursor: not-allowed;
      &:hover { background: transparent; }
    `}
`;

const Cells = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing[2]};
  min-inline-size: 280px;
`;

const Cell = styled.button<{ $selected: boolean; $current: boolean }>`
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[2]}`};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  cursor: pointer;
  &:hover:enabled { background: ${({ theme, $selected }) => ($selected ? theme.colors.primaryHover : theme.colors.surfaceSunken)}; }
  &:disabled { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.5; cursor: not-allowed; }
  ${focusRing}
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  flex-wrap: wrap;
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-inline-start: auto;
`;

function toRange(props: DateRangePickerProps): DateRange {
  return props.mode === 'single' ? { start: props.value, end: props.value } : props.value;
}

/**
 * Calendar with days, months and years views (years in 10-year blocks), range or single
 * selection, optional OK/Cancel/Today, two months side by side above 700 px and a hard stop at
 * the year 2999. Arrow keys follow the reading direction; PageUp/PageDown change month
 * (with Shift: year); Home/End go to the week's start/end.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { isDateDisabled, minDate, maxDate, withActions = false, onCancel, initialMonth, numberOfMonths = 'auto', weekStart = 0, label, className } = props;
  const single = props.mode === 'single';
  const { t, intl, locale } = useDsIntl();
  const theme = useTheme();
  const rtl = theme?.dir === 'rtl';
  const wide = useMediaQuery(TWO_MONTHS_QUERY);
  const monthsShown = numberOfMonths === 'auto' ? (wide ? 2 : 1) : numberOfMonths;
  const today = useMemo(() => startOfDay(props.today ?? new Date()), [props.today]);
  const baseId = useId();

  const committed = toRange(props);
  const [draft, setDraft] = useState<DateRange>(committed);
  // Without OK/Cancel every pick is applied at once, so the draft simply mirrors the value.
  const committedKey = `${committed.start?.getTime() ?? ''}|${committed.end?.getTime() ?? ''}`;
  useEffect(() => {
    setDraft(toRange(props));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [committedKey]);
  const selection = withActions ? draft : committed;

  const [view, setView] = useState<View>('days');
  const maxViewMonth = new Date(MAX_YEAR, 12 - monthsShown, 1);
  const clampView = (d: Date) => {
    const m = startOfMonth(clampDate(d));
    return m > maxViewMonth ? maxViewMonth : m;
  };
  const [viewMonth, setViewMonth] = useState<Date>(() => clampView(selection.start ?? initialMonth ?? today));
  const [focusDate, setFocusDate] = useState<Date>(() => clampDate(selection.start ?? initialMonth ?? today));
  const [hoverDate, setHoverDate] = useState<Date | null>(null);
  const dayRefs = useRef(new Map<number, HTMLButtonElement>());
  const shouldFocusDay = useRef(false);

  useEffect(() => {
    if (!shouldFocusDay.current) return;
    shouldFocusDay.current = false;
    dayRefs.current.get(startOfDay(focusDate).getTime())?.focus();
  }, [focusDate, viewMonth, view]);

  const dayDisabled = (d: Date) =>
    (minDate !== undefined && compareDay(d, minDate) < 0) ||
    (maxDate !== undefined && compareDay(d, maxDate) > 0) ||
    d.getFullYear() > MAX_YEAR ||
    d.getFullYear() < MIN_YEAR ||
    (isDateDisabled?.(d) ?? false);

  const apply = (next: DateRange) => {
    if (withActions) {
      setDraft(next);
      return;
    }
    if (props.mode === 'single') props.onChange(next.start);
    else props.onChange(next);
  };

  const pick = (d: Date) => {
    if (dayDisabled(d)) return;
    setFocusDate(d);
    apply(single ? { start: startOfDay(d), end: startOfDay(d) } : nextRange(selection, d));
  };

  const moveFocus = (d: Date) => {
    const next = clampDate(d);
    shouldFocusDay.current = true;
    setFocusDate(next);
    const first = viewMonth;
    const last = addMonths(viewMonth, monthsShown - 1);
    if (next < first) setViewMonth(clampView(next));
    else if (next >= addMonths(last, 1)) setViewMonth(clampView(addMonths(startOfMonth(next), -(monthsShown - 1))));
  };

  const onGridKey = (e: KeyboardEvent<HTMLElement>) => {
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const fwd = rtl ? 'ArrowLeft' : 'ArrowRight';
    let next: Date | null = null;
    if (e.key === back) next = addDays(focusDate, -1);
    else if (e.key === fwd) next = addDays(focusDate, 1);
    else if (e.key === 'ArrowUp') next = addDays(focusDate, -7);
    else if (e.key === 'ArrowDown') next = addDays(focusDate, 7);
    else if (e.key === 'PageUp') next = addMonths(focusDate, e.shiftKey ? -12 : -1);
    else if (e.key === 'PageDown') next = addMonths(focusDate, e.shiftKey ? 12 : 1);
    else if (e.key === 'Home') next = addDays(focusDate, -((focusDate.getDay() - weekStart + 7) % 7));
    else if (e.key === 'End') next = addDays(focusDate, 6 - ((focusDate.getDay() - weekStart + 7) % 7));
    if (next) {
      e.preventDefault();
      moveFocus(next);
    }
  };

  const fmtMonthYear = (d: Date) => new Intl.DateTimeFormat(intl.locale, { month: 'long', year: 'numeric' }).format(d);
  const fmtYear = (y: number) => new Intl.DateTimeFormat(intl.locale, { year: 'numeric' }).format(new Date(y, 0, 1));
  const fmtMonth = (m: number) => new Intl.DateTimeFormat(intl.locale, { month: 'short' }).format(new Date(2000, m, 1));
  const fmtDayNumber = (d: Date) => new Intl.DateTimeFormat(intl.locale, { day: 'numeric' }).format(d);
  const fmtFull = (d: Date) => new Intl.DateTimeFormat(intl.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(d);
  // the same words as every "which day" label beside it (dayLabel): one format per locale
  const fmtShort = (d: Date) => formatCalendarDate(d, locale);
  const weekdays = useMemo(() => {
    const sunday = new Date(2023, 0, 1); // a Sunday
    return Array.from({ length: 7 }, (_, i) => {
      const d = addDays(sunday, (i + weekStart) % 7);
      return {
        short: new Intl.DateTimeFormat(intl.locale, { weekday: 'narrow' }).format(d),
        long: new Intl.DateTimeFormat(intl.locale, { weekday: 'long' }).format(d),
      };
    });
  }, [intl.locale, weekStart]);

  // Header navigation per view.
  const viewYear = viewMonth.getFullYear();
  const decade = decadeStart(viewYear);
  const lastShownMonth = addMonths(viewMonth, monthsShown - 1);
  let prevLabel: string;
  let nextLabel: string;
  let canPrev: boolean;
  let canNext: boolean;
  let onPrev: () => void;
  let onNext: () => void;
  let title: string;
  let titleLabel: string;
  let onTitle: (() => void) | null;
  if (view === 'days') {
    prevLabel = t('ds.datePicker.previousMonth');
    nextLabel = t('ds.datePicker.nextMonth');
    canPrev = viewMonth > new Date(MIN_YEAR, 0, 1);
    canNext = lastShownMonth < new Date(MAX_YEAR, 11, 1);
    onPrev = () => setViewMonth(clampView(addMonths(viewMonth, -1)));
    onNext = () => setViewMonth(clampView(addMonths(viewMonth, 1)));
    title = monthsShown === 2 ? `${fmtMonthYear(viewMonth)} – ${fmtMonthYear(lastShownMonth)}` : fmtMonthYear(viewMonth);
    titleLabel = t('ds.datePicker.chooseMonth', { label: fmtMonthYear(viewMonth) });
    onTitle = () => setView('months');
  } else if (view === 'months') {
    prevLabel = t('ds.datePicker.previousYear');
    nextLabel = t('ds.datePicker.nextYear');
    canPrev = viewYear > MIN_YEAR;
    canNext = viewYear < MAX_YEAR;
    onPrev = () => setViewMonth(clampView(new Date(viewYear - 1, viewMonth.getMonth(), 1)));
    onNext = () => setViewMonth(clampView(new Date(viewYear + 1, viewMonth.getMonth(), 1)));
    title = fmtYear(viewYear);
    titleLabel = t('ds.datePicker.chooseYear', { label: fmtYear(viewYear) });
    onTitle = () => setView('years');
  } else {
    prevLabel = t('ds.datePicker.previousDecade');
    nextLabel = t('ds.datePicker.nextDecade');
    canPrev = decade > MIN_YEAR;
    canNext = decade + 10 <= MAX_YEAR;
    onPrev = () => setViewMonth(clampView(new Date(Math.max(MIN_YEAR, viewYear - 10), viewMonth.getMonth(), 1)));
    onNext = () => setViewMonth(clampView(new Date(Math.min(MAX_YEAR, viewYear + 10), viewMonth.getMonth(), 1)));
    title = `${fmtYear(decade)} – ${fmtYear(Math.min(decade + 9, MAX_YEAR))}`;
    titleLabel = title;
    onTitle = null;
  }

  const previewEnd = !single && selection.start && !selection.end && hoverDate ? hoverDate : null;
  const rangeStart = previewEnd && compareDay(previewEnd, selection.start!) < 0 ? previewEnd : selection.start;
  const rangeEnd = previewEnd ? (compareDay(previewEnd, selection.start!) < 0 ? selection.start : previewEnd) : selection.end;

  const renderMonth = (month: Date, index: number) => {
    const weeks = monthGrid(month.getFullYear(), month.getMonth(), weekStart);
    const captionId = `${baseId}-m${index}`;
    return (
      <Grid key={month.getTime()} role="grid" aria-labelledby={captionId} data-testid="calendar-month">
        <MonthCaption id={captionId} $hidden={monthsShown === 1}>{fmtMonthYear(month)}</MonthCaption>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, wi) => (
            <tr key={wi}>
              {week.map((d) => {
                const outside = d.getMonth() !== month.getMonth();
                if (outside) return <td key={d.getTime()} aria-hidden />;
                const disabled = dayDisabled(d);
                const isStart = isSameDay(d, selection.start);
                const isEnd = isSameDay(d, selection.end);
                const selected = isStart || isEnd;
                const inRange = !single && isInRange(d, rangeStart, rangeEnd);
                const edge = inRange
                  ? isSameDay(d, rangeStart) && isSameDay(d, rangeEnd)
                    ? 'both'
                    : isSameDay(d, rangeStart)
                      ? 'start'
                      : isSameDay(d, rangeEnd)
                        ? 'end'
                        : null
                  : null;
                const focusable = isSameDay(d, focusDate);
                return (
                  <td key={d.getTime()} aria-selected={selected || inRange || undefined}>
                    <Day
                      ref={(el) => {
                        if (el) dayRefs.current.set(d.getTime(), el);
                        else dayRefs.current.delete(d.getTime());
                      }}
                      type="button"
                      tabIndex={focusable ? 0 : -1}
                      aria-label={`${fmtFull(d)}${disabled ? ` (${t('ds.datePicker.unavailable')})` : ''}`}
                      aria-disabled={disabled || undefined}
                      aria-current={isSameDay(d, today) ? 'date' : undefined}
                      aria-pressed={selected}
                      $selected={selected}
                      $inRange={inRange}
                      $rangeEdge={edge}
                      $today={isSameDay(d, today)}
                      $outside={outside}
                      $disabled={disabled}
                      onClick={() => pick(d)}
                      onMouseEnter={() => setHoverDate(d)}
                      onMouseLeave={() => setHoverDate(null)}
                      onFocus={() => setFocusDate(d)}
                      onKeyDown={onGridKey}
                    >
                      {fmtDayNumber(d)}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    );
  };

  // Keep exactly one tabbable day: the focus date if visible, else the first of the view month.
  const focusVisible = focusDate >= viewMonth && focusDate < addMonths(viewMonth, monthsShown);
  useEffect(() => {
    if (!focusVisible && view === 'days') setFocusDate(viewMonth);
  }, [focusVisible, view, viewMonth]);

  const statusText = single
    ? selection.start
      ? fmtShort(selection.start)
      : t('ds.datePicker.placeholderSingle')
    : !selection.start
      ? t('ds.datePicker.selectStart')
      : !selection.end
        ? t('ds.datePicker.selectEnd')
        : t('ds.datePicker.range', { start: fmtShort(selection.start), end: fmtShort(selection.end) });

  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a fieldset would imply a form control group with a legend
    <Root role="group" aria-label={label ?? t('ds.datePicker.calendar')} className={className} data-view={view}>
      <Header>
        <IconButton label={prevLabel} size="sm" onClick={onPrev} disabled={!canPrev}>
          <ChevronStartIcon size={18} />
        </IconButton>
        <Title type="button" onClick={onTitle ?? undefined} disabled={!onTitle} aria-label={titleLabel} aria-live="polite">
          {title}
        </Title>
        <IconButton label={nextLabel} size="sm" onClick={onNext} disabled={!canNext}>
          <ChevronEndIcon size={18} />
        </IconButton>
      </Header>

      {view === 'days' ? (
        <Months>{Array.from({ length: monthsShown }, (_, i) => renderMonth(addMonths(viewMonth, i), i))}</Months>
      ) : view === 'months' ? (
        <Cells aria-label={fmtYear(viewYear)}>
          {Array.from({ length: 12 }, (_, m) => {
            return (
              <Cell
                key={m}
                type="button"
                aria-pressed={selection.start?.getFullYear() === viewYear && selection.start?.getMonth() === m}
                $selected={selection.start?.getFullYear() === viewYear && selection.start?.getMonth() === m}
                $current={today.getFullYear() === viewYear && today.getMonth() === m}
                onClick={() => {
                  setViewMonth(clampView(new Date(viewYear, m, 1)));
                  setFocusDate(new Date(viewYear, m, 1));
                  setView('days');
                }}
              >
                {fmtMonth(m)}
              </Cell>
            );
          })}
        </Cells>
      ) : (
        <Cells aria-label={title}>
          {Array.from({ length: 10 }, (_, i) => decade + i).map((y) => (
            <Cell
              key={y}
              type="button"
              aria-pressed={selection.start?.getFullYear() === y}
              $selected={selection.start?.getFullYear() === y}
              $current={today.getFullYear() === y}
              disabled={y > MAX_YEAR || y < MIN_YEAR}
              onClick={() => {
                setViewMonth(clampView(new Date(y, viewMonth.getMonth(), 1)));
                setView('months');
              }}
            >
              {fmtYear(y)}
            </Cell>
          ))}
        </Cells>
      )}

      <Footer>
        <Status aria-live="polite" data-testid="date-picker-status">
          {statusText}
        </Status>
        {withActions ? (
          <Actions>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setView('days');
                setViewMonth(clampView(today));
                setFocusDate(today);
                if (!dayDisabled(today)) setDraft(single ? { start: today, end: today } : { start: today, end: null });
              }}
            >
              {t('ds.datePicker.today')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setDraft(committed);
                onCancel?.();
              }}
            >
              {t('ds.datePicker.cancel')}
            </Button>
            <Button
              size="sm"
              onClick={() => {
                if (props.mode === 'single') props.onChange(draft.start);
                else props.onChange(draft);
              }}
            >
              {t('ds.datePicker.ok')}
            </Button>
          </Actions>
        ) : null}
      </Footer>
    </Root>
  );
}
