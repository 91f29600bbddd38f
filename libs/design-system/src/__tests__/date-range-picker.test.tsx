import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangeField, nextRange, type DateRange } from '../index';
// The component itself; the package entry exports a lazy wrapper (see lazy-components.test.tsx).
import { DateRangePicker } from '../components/date-picker/date-range-picker';
import { renderWithDesignSystem, mockViewportWidth } from '../testing';

const TODAY = new Date(2026, 10, 21); // Sat 21 Nov 2026

function RangeDemo(props: { onChange?: (r: DateRange) => void; withActions?: boolean; isDateDisabled?: (d: Date) => boolean; initialMonth?: Date }) {
  const [value, setValue] = useState<DateRange>({ start: null, end: null });
  return (
    <DateRangePicker
      value={value}
      today={TODAY}
      initialMonth={props.initialMonth ?? TODAY}
      withActions={props.withActions}
      isDateDisabled={props.isDateDisabled}
      onChange={(r) => {
        setValue(r);
        props.onChange?.(r);
      }}
    />
  );
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });

beforeEach(() => mockViewportWidth(1024));

describe('range selection', () => {
  it('picks a start then an end', async () => {
    const onChange = jest.fn();
    renderWithDesignSystem(<RangeDemo onChange={onChange} />);
    expect(screen.getByTestId('date-picker-status')).toHaveTextContent('Select the start date');
    await userEvent.click(day(/^Tuesday, November 10, 2026/));
    expect(screen.getByTestId('date-picker-status')).toHaveTextContent('Select the end date');
    await userEvent.click(day(/^Friday, November 20, 2026/));
    expect(onChange).toHaveBeenLastCalledWith({ start: new Date(2026, 10, 10), end: new Date(2026, 10, 20) });
    expect(screen.getByTestId('date-picker-status')).toHaveTextContent('Nov 10, 2026 – Nov 20, 2026');
  });
  it('swaps a reversed pick', async () => {
    const onChange = jest.fn();
    renderWithDesignSystem(<RangeDemo onChange={onChange} />);
    await userEvent.click(day(/^Friday, November 20, 2026/));
    await userEvent.click(day(/^Tuesday, November 10, 2026/));
    expect(onChange).toHaveBeenLastCalledWith({ start: new Date(2026, 10, 10), end: new Date(2026, 10, 20) });
  });
  it('starts over on a third pick (pure helper)', () => {
    const r = nextRange({ start: new Date(2026, 0, 1), end: new Date(2026, 0, 5) }, new Date(2026, 0, 9));
    expect(r).toEqual({ start: new Date(2026, 0, 9), end: null });
  });
});

describe('disabled days', () => {
  it('marks them and refuses to pick them', async () => {
    const onChange = jest.fn();
    const fridays = (d: Date) => d.getDay() === 5;
    renderWithDesignSystem(<RangeDemo onChange={onChange} isDateDisabled={fridays} />);
    const friday = day(/^Friday, November 20, 2026/);
    expect(friday).toHaveAttribute('aria-disabled', 'true');
    expect(friday).toHaveAccessibleName(/unavailable/);
    await userEvent.click(friday);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(day(/^Thursday, November 19, 2026/));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('layout', () => {
  it('shows two months above 700 px', () => {
    mockViewportWidth(1024);
    renderWithDesignSystem(<RangeDemo />);
    const months = screen.getAllByTestId('calendar-month');
    expect(months).toHaveLength(2);
    expect(within(months[0]).getByText('November 2026')).toBeInTheDocument();
    expect(within(months[1]).getByText('December 2026')).toBeInTheDocument();
  });
  it('shows one month at 700 px and below', () => {
    mockViewportWidth(700);
    renderWithDesignSystem(<RangeDemo />);
    expect(screen.getAllByTestId('calendar-month')).toHaveLength(1);
  });
});

describe('views and the year 2999 clamp', () => {
  it('goes days → months → years in 10-year blocks and back', async () => {
    mockViewportWidth(600);
    renderWithDesignSystem(<RangeDemo />);
    await userEvent.click(screen.getByRole('button', { name: /Choose month and year/ }));
    expect(screen.getByRole('button', { name: 'Mar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Choose year/ }));
    expect(screen.getByText('2020 – 2029')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2020' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2029' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2030' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next 10 years' }));
    expect(screen.getByText('2030 – 2039')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2031' }));
    await userEvent.click(screen.getByRole('button', { name: 'Feb' }));
    expect(screen.getByText('February 2031', { selector: 'caption' })).toBeInTheDocument();
  });
  it('never goes past December 2999', async () => {
    mockViewportWidth(600);
    renderWithDesignSystem(<RangeDemo initialMonth={new Date(2999, 10, 1)} />);
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(screen.getByText('December 2999', { selector: 'caption' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Choose month and year/ }));
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Choose year/ }));
    expect(screen.getByText('2990 – 2999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next 10 years' })).toBeDisabled();
  });
  it('keeps two months inside the clamp', () => {
    mockViewportWidth(1024);
    renderWithDesignSystem(<RangeDemo initialMonth={new Date(2999, 11, 1)} />);
    const months = screen.getAllByTestId('calendar-month');
    expect(within(months[1]).getByText('December 2999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });
});

describe('OK / Cancel / Today', () => {
  it('applies only on OK, reverts on Cancel, and Today jumps to today', async () => {
    const onChange = jest.fn();
    mockViewportWidth(600);
    renderWithDesignSystem(<RangeDemo onChange={onChange} withActions initialMonth={new Date(2027, 2, 1)} />);
    await userEvent.click(day(/^Monday, March 1, 2027/));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('date-picker-status')).toHaveTextContent('Select the start date');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByText('November 2026', { selector: 'caption' })).toBeInTheDocument();
    await userEvent.click(day(/^Wednesday, November 25, 2026/));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith({ start: new Date(2026, 10, 21), end: new Date(2026, 10, 25) });
  });
});

describe('single date mode', () => {
  it('selects one date', async () => {
    const onChange = jest.fn();
    mockViewportWidth(600);
    renderWithDesignSystem(<DateRangePicker mode="single" value={null} onChange={onChange} today={TODAY} />);
    await userEvent.click(day(/^Monday, November 23, 2026/));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 10, 23));
  });
});

describe('keyboard and RTL', () => {
  it('moves with arrows in reading direction', async () => {
    mockViewportWidth(600);
    const onChange = jest.fn();
    renderWithDesignSystem(<DateRangePicker mode="single" value={new Date(2026, 10, 21)} onChange={onChange} today={TODAY} />, { locale: 'ar' });
    const selected = screen.getByRole('button', { pressed: true });
    act(() => selected.focus());
    // In RTL, ArrowLeft moves forward in time.
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 10, 22));
  });
  it('localises month and day names and flips the navigation arrows in Arabic', () => {
    mockViewportWidth(600);
    renderWithDesignSystem(<DateRangePicker mode="single" value={null} onChange={() => {}} today={TODAY} />, { locale: 'ar' });
    expect(screen.getByText('نوفمبر ٢٠٢٦', { selector: 'caption' })).toBeInTheDocument();
    const prev = screen.getByRole('button', { name: 'الشهر السابق' });
    expect(prev.querySelector('svg')).toHaveAttribute('data-icon', 'ChevronRight');
    const next = screen.getByRole('button', { name: 'الشهر التالي' });
    expect(next.querySelector('svg')).toHaveAttribute('data-icon', 'ChevronLeft');
  });
  it('points arrows the usual way in English', () => {
    mockViewportWidth(600);
    renderWithDesignSystem(<DateRangePicker mode="single" value={null} onChange={() => {}} today={TODAY} />);
    expect(screen.getByRole('button', { name: 'Previous month' }).querySelector('svg')).toHaveAttribute('data-icon', 'ChevronLeft');
  });
});

describe('DateRangeField', () => {
  it('opens the calendar in a popover, shows the chosen range and closes when complete', async () => {
    mockViewportWidth(600);
    function Demo() {
      const [value, setValue] = useState<DateRange>({ start: null, end: null });
      return <DateRangeField label="Dates" value={value} onChange={setValue} today={TODAY} initialMonth={TODAY} />;
    }
    renderWithDesignSystem(<Demo />);
    const trigger = screen.getByRole('button', { name: /Dates/ });
    expect(trigger).toHaveTextContent('Select dates');
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Dates' })).toBeInTheDocument();
    // The calendar loads on first open (it is not part of any page's first render).
    await screen.findByRole('button', { name: /^Monday, November 23, 2026/ });
    await userEvent.click(day(/^Monday, November 23, 2026/));
    expect(screen.getByRole('dialog', { name: 'Dates' })).toBeInTheDocument();
    await userEvent.click(day(/^Wednesday, November 25, 2026/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Nov 23, 2026 – Nov 25, 2026');
  });
});
