import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { isDayUnavailable, seatsByDay } from '../components/availability';

const seats = seatsByDay([
  { date: '2026-11-24', guestAvailableQTY: 6, privateGuestAvailableQTY: 0 },
  { date: '2026-11-25', guestAvailableQTY: 2, privateGuestAvailableQTY: 10 },
  { date: '2026-11-20', guestAvailableQTY: 9, privateGuestAvailableQTY: 9 },
]);
const ctx = { today: '2026-11-22', seats, guests: 3, isPrivate: false };

describe('available date (spec §4)', () => {
  it('marks past days unavailable even with seats', () => {
    expect(isDayUnavailable('2026-11-20', ctx)).toBe(true);
  });
  it('marks days without a seat record unavailable', () => {
    expect(isDayUnavailable('2026-11-23', ctx)).toBe(true);
  });
  it('needs enough public seats for the guest count', () => {
    expect(isDayUnavailable('2026-11-24', ctx)).toBe(false);
    expect(isDayUnavailable('2026-11-25', ctx)).toBe(true);
    expect(isDayUnavailable('2026-11-25', { ...ctx, guests: 2 })).toBe(false);
  });
  it('uses the private capacity for a private booking', () => {
    expect(isDayUnavailable('2026-11-24', { ...ctx, isPrivate: true })).toBe(true);
    expect(isDayUnavailable('2026-11-25', { ...ctx, isPrivate: true })).toBe(false);
  });
});

// The calendar of the booking panel shows the same rule to the guest.
import { BookingPanel } from '../components/booking-panel';
import { renderDiscovery } from '../../../testing/render-discovery';
import { addDaysTo, fromDayString, todayString } from '../../../shared/lib/days';
import type { ExperienceDetail } from '@tajriba/contracts/discovery';

const panelApi = (today: string, open: string, full: string) =>
  createFakeApi({
    'GET /api/Home/ExperienceAvailableDays/:id': ok({
      today,
      lastBookableDate: addDaysTo(today, 29),
      seats: [
        { date: open, guestAvailableQTY: 5, privateGuestAvailableQTY: 0 },
        { date: full, guestAvailableQTY: 0, privateGuestAvailableQTY: 0 },
      ],
      timeSlots: [{ id: 1, time: '16:00:00', customName: null }],
    }),
    'GET /api/Home/IsExperienceAvailable/:id': ok({ isAvailable: true, reason: null, seats: null, timeSlots: [{ id: 1, time: '16:00:00', customName: null }] }),
  });

const experience = {
  id: 12,
  name: 'Dune Bashing',
  finalPrice: 320.25,
  privateFinalPrice: null,
  willHostPrivateEvent: false,
  guestCapacityMinimum: 1,
  guestCapacityMaximum: 8,
  privateGuestCapacityMinimum: null,
  privateGuestCapacityMaximum: null,
  instantBooking: true,
  type: { id: 1, name: 'atHost' },
  availability: { isEveryDay: true, days: [], timeSlots: [], holidays: [], advanceGuestBookTime: 30 },
  ratingSummary: { status: 'rated', rating: 4.6, reviewsCount: 12 },
} as unknown as ExperienceDetail;

describe('BookingPanel calendar', () => {
  it('writes the chosen day one way in Arabic: the calendar, the times heading and the phone bar agree, even for tomorrow', async () => {
    const today = todayString();
    // tomorrow: the calendar writes its date, so the heading and the bar must too (not "غدًا")
    const open = addDaysTo(today, 1);
    renderDiscovery(<BookingPanel experience={experience} />, { api: panelApi(today, open, addDaysTo(today, 3)), locale: 'ar' });
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'اختر تاريخًا' });
    const words = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-arab', { day: 'numeric', month: 'short', year: 'numeric' }).format(fromDayString(open));
    const long = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-arab', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(fromDayString(open));
    const find = () => screen.queryAllByRole('button').find((b) => b.getAttribute('aria-label')?.startsWith(long));
    if (!find()) await user.click(screen.getByRole('button', { name: 'الشهر التالي' }));
    await user.click(find()!);
    expect(screen.getByTestId('date-picker-status')).toHaveTextContent(words);
    // "٢٤ نوفمبر ٢٠٢٦", never also "٢٤‏/١١‏/٢٠٢٦"
    expect(await screen.findByRole('heading', { name: `الأوقات في ${words}` })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /٤:٠٠/ }));
    expect(screen.getByTestId('booking-bar')).toHaveTextContent(words);
    expect(screen.getByTestId('booking-panel').textContent).not.toMatch(/[٠-٩]+\u200f?\/[٠-٩]+/);
    expect(screen.getByTestId('booking-panel')).not.toHaveTextContent('غدًا');
  });

  it('disables days without room and keeps bookable ones enabled', async () => {
    const today = todayString();
    const open = addDaysTo(today, 2);
    const full = addDaysTo(today, 3);
    const api = panelApi(today, open, full);
    renderDiscovery(<BookingPanel experience={experience} />, { api });
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Choose a date' });
    const label = (day: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00:00`));
    const cell = async (day: string) => {
      // Near a month's end the day may be on the next page of the calendar.
      const find = () => screen.queryAllByRole('button').find((b) => b.getAttribute('aria-label')?.startsWith(label(day)));
      if (!find()) await user.click(screen.getByRole('button', { name: /next month/i }));
      return find()!;
    };
    const openCell = await cell(open);
    expect(openCell).not.toHaveAttribute('aria-disabled');
    const fullCell = await cell(full);
    expect(fullCell).toHaveAttribute('aria-disabled', 'true');
    expect(fullCell.getAttribute('aria-label')).toMatch(/unavailable/i);
    // Yesterday is in the past.
    const yesterday = addDaysTo(today, -1);
    if (fromDayString(yesterday).getMonth() === fromDayString(open).getMonth()) expect((await cell(yesterday)).getAttribute('aria-disabled')).toBe('true');
  });
});
