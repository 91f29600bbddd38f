import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditQuote } from '@tajriba/contracts/booking';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { renderRemote, testUser } from '../../../test/render-remote';
import { order } from './order-fixture';

/** The edit-reservation dialog on a reservation's details (issue 13; mf-account README "Reservation edit"). */
const days = {
  today: '2030-05-01',
  lastBookableDate: '2030-07-30',
  seats: [
    { date: '2030-05-10', guestAvailableQTY: 4, privateGuestAvailableQTY: 0 },
    { date: '2030-05-11', guestAvailableQTY: 10, privateGuestAvailableQTY: 0 },
  ],
  timeSlots: [
    { id: 41, time: '18:00:00', customName: null },
    { id: 42, time: '20:30:00', customName: null },
  ],
};
const quote = (over: Partial<EditQuote> = {}): EditQuote => ({
  bookingDate: '2030-05-10',
  timeSlot: { id: 42, time: '20:30:00', customName: null },
  adultsQTY: 3,
  childrenQTY: 1,
  currentTotal: 560,
  totalAmount: 760,
  taxValue: 99.13,
  difference: 200,
  card: { id: '5', brand: 'visa', lastFour: '4242' },
  currency: 'SAR',
  ...over,
});

describe('edit reservation', () => {
  it('shows the new price and the card it is charged to before anything changes, then saves with the chosen time and guests', async () => {
    const user = userEvent.setup();
    const quotes: unknown[] = [];
    const edits: unknown[] = [];
    let edited = false;
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/Guest/1001': () => ok(edited ? order({ adultsQTY: 3, totalAmount: 760, startTime: '20:30:00' }) : order()),
      'GET /api/Home/ExperienceAvailableDays/7': ok(days),
      'POST /api/Orders/EditQuote/1001': ({ body }: { body: unknown }) => {
        quotes.push(body);
        return ok(quote());
      },
      'POST /api/Orders/Edit/1001': ({ body }: { body: unknown }) => {
        edits.push(body);
        edited = true;
        return ok({ order: order({ adultsQTY: 3, totalAmount: 760 }), charged: 200, refunded: 0 });
      },
    });
    renderRemote('/reservations/details/1001', 'en', true, { api });
    await user.click(await screen.findByTestId('reservation-edit', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: en['reservations.edit.title'] });
    const slot = await within(dialog).findByTestId('reservation-edit-slot');
    // the booking's own time is chosen at first
    await waitFor(() => expect(slot).toHaveDisplayValue('6:00 PM'));
    await user.selectOptions(slot, '8:30 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Increase ' + en['reservations.edit.adults'] }));
    await user.click(within(dialog).getByTestId('reservation-edit-review'));
    expect(await within(dialog).findByTestId('reservation-edit-difference')).toHaveTextContent(/200.*4242/);
    expect(quotes).toEqual([{ bookingDate: '2030-05-10', bookingTimeSlot: 42, adultsQTY: 3, childrenQTY: 1 }]);
    expect(edits).toEqual([]);
    await user.click(within(dialog).getByTestId('reservation-edit-confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edits).toEqual([{ bookingDate: '2030-05-10', bookingTimeSlot: 42, adultsQTY: 3, childrenQTY: 1 }]);
  });

  it('a refusal about a field brings the form back with what was typed and the reason under the field (Arabic)', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/Guest/1001': ok(order()),
      'GET /api/Home/ExperienceAvailableDays/7': ok(days),
      'POST /api/Orders/EditQuote/1001': ok(quote({ difference: -280, totalAmount: 280, adultsQTY: 1, childrenQTY: 0 })),
      'POST /api/Orders/Edit/1001': fail(409, ['انتهت فترة الإلغاء المجاني'], { adultsQTY: ['error.editRefundWindowPassed'] }),
    });
    renderRemote('/reservations/details/1001', 'ar', true, { api });
    await user.click(await screen.findByTestId('reservation-edit', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: ar['reservations.edit.title'] });
    await within(dialog).findByTestId('reservation-edit-slot');
    await user.click(within(dialog).getByTestId('reservation-edit-review'));
    expect(await within(dialog).findByTestId('reservation-edit-difference')).toHaveTextContent(/٢٨٠|280/);
    await user.click(within(dialog).getByTestId('reservation-edit-confirm'));
    expect(await within(dialog).findByText(ar['error.editRefundWindowPassed'])).toBeInTheDocument();
    expect(within(dialog).getByTestId('reservation-edit-slot')).toHaveDisplayValue(/٦:٠٠|6:00/);
  });

  it('a higher price without a saved card cannot be confirmed and links to payment settings', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Orders/Guest/1001': ok(order()),
      'GET /api/Home/ExperienceAvailableDays/7': ok(days),
      'POST /api/Orders/EditQuote/1001': ok(quote({ card: null })),
    });
    renderRemote('/reservations/details/1001', 'en', true, { api });
    await user.click(await screen.findByTestId('reservation-edit', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('reservation-edit-slot');
    await user.click(within(dialog).getByTestId('reservation-edit-review'));
    expect(await within(dialog).findByRole('link', { name: en['reservations.edit.addCard'] })).toHaveAttribute('href', '/profile/account-settings/payments');
    expect(within(dialog).getByTestId('reservation-edit-confirm')).toBeDisabled();
  });

  it('past the cut-off there is no change button, and the page says when changes closed', async () => {
    const api = createFakeApi({ 'GET /api/Manage/Info': ok(testUser), 'GET /api/Orders/Guest/1001': ok(order({ edit: { canEdit: false, until: '2030-05-10T13:00:00.000Z' } })) });
    renderRemote('/reservations/details/1001', 'en', true, { api });
    expect(await screen.findByTestId('reservation-edit-closed', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('reservation-edit')).not.toBeInTheDocument();
  });
});
