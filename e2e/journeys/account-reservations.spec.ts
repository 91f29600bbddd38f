import { expect, test, type APIRequestContext } from '@playwright/test';
import { locales, setTheme } from '../support/discovery';
import { guest } from '../support/booking';
import { amsg, apiToken, shotThemes, signInAt, useLanguage } from '../support/account';
import { shot } from '../support/site';

interface OrderRow {
  id: string;
  orderStatus: string;
  adultsQTY: number;
  totalAmount: number;
  cancellation: { canCancel: boolean; refundIfCanceledNow: number };
  edit?: { canEdit: boolean };
}

/**
 * A new paid booking of the demo guest (2 adults, on the first day of a seeded experience with room
 * for more), paid with the guest's saved card through the sandbox: the edit then has room to add a
 * guest and a real payment to refund. Seeded orders may sit on full days.
 */
async function bookFresh(request: APIRequestContext, token: string, index: number): Promise<OrderRow> {
  const auth = { authorization: `Bearer ${token}` };
  const mine = (await (await request.get('/api/Orders/CurrentUserList?PageNumber=1&PageSize=50&Status=inProgress', { headers: auth })).json()) as { data: (OrderRow & { experience: { id: number } })[] };
  const experienceId = mine.data[0]!.experience.id;
  const days = (await (await request.get(`/api/Home/ExperienceAvailableDays/${experienceId}`)).json()) as { data: { seats: { date: string; guestAvailableQTY: number }[]; timeSlots: { id: number }[] } };
  // a different day per language, each with room for the edit's extra guest
  const roomy = days.data.seats.filter((d) => d.guestAvailableQTY >= 4);
  const day = roomy[roomy.length - 1 - index]!;
  const cart = await request.post('/api/Carts/Add', { headers: auth, data: { experienceId, bookingDate: day.date, bookingTimeSlot: days.data.timeSlots[0]!.id, adultsQTY: 2, childrenQTY: 0 } });
  expect(cart.ok(), await cart.text()).toBe(true);
  const placed = await request.post('/api/Carts/TurnToOrder', { headers: auth, data: { cartId: ((await cart.json()) as { data: string }).data } });
  const orderId = ((await placed.json()) as { data: string }).data;
  const cards = (await (await request.get('/api/Manage/SavedCards', { headers: auth })).json()) as { data: { id: string }[] };
  const paid = await request.post(`/api/Orders/Pay/${orderId}`, { headers: auth, data: { cardId: cards.data[0]!.id } });
  expect(paid.ok(), await paid.text()).toBe(true);
  return ((await (await request.get(`/api/Orders/Guest/${orderId}`, { headers: auth })).json()) as { data: OrderRow }).data;
}

/**
 * Issue 13, reservations: the demo guest's list (seeded orders of every state), then a booking of
 * their own made for the journey — one per language, on different days, so the two runs never
 * depend on each other — opened, given one more guest (charged on the saved card), then cancelled
 * with the policy's refund.
 */
test.describe('account reservations', () => {
  locales.forEach((locale, index) => {
    test(`open a reservation, add a guest (the difference charged on the saved card), cancel it and see the refund (${locale})`, async ({ page, request }) => {
      const token = await apiToken(request, guest);
      const order = await bookFresh(request, token, index);
      expect(order.cancellation.refundIfCanceledNow, 'a paid upcoming order that refunds when cancelled').toBeGreaterThan(0);
      expect(order.edit?.canEdit).toBe(true);

      await signInAt(page, '/reservations', guest, 'reservations-page');
      await useLanguage(page, locale);
      await expect(page.getByTestId('reservation-row').first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${amsg(locale, 'reservations.title')} · `));
      await shotThemes(page, 'reservations', locale);

      // The "in progress" filter keeps upcoming orders; the row opens the details.
      await page.getByTestId('reservations-filter-inProgress').click();
      await expect(page).toHaveURL(/status=inProgress/);
      const row = page.locator(`a[href="/reservations/details/${order.id}"]`);
      await row.click();
      await expect(page.getByTestId('reservation-status')).toHaveText(amsg(locale, 'reservations.status.upcoming'));
      await expect(page.getByTestId('reservation-ticket-card')).toBeVisible();
      // mf-booking's ticket parcel, mounted by the account on the composed site: the QR and the code
      const ticket = page.getByTestId('reservation-ticket');
      await expect(ticket).toHaveAttribute('data-state', 'mounted');
      await expect(ticket.getByTestId('ticket-qr')).toBeVisible();
      await expect(ticket.getByTestId('ticket-code')).toHaveText(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
      await expect(page).toHaveTitle(/ · /);
      expect(await page.title()).not.toMatch(/^(Tajriba|تجربة)$/);
      await shotThemes(page, 'reservation-details', locale);

      // Edit: one more adult. The dialog shows the new total and the card the difference goes on
      // before anything changes; confirming charges the demo guest's saved mada card in the sandbox.
      // the theme cannot change under an open dialog: English is shot light, Arabic dark
      const dialogTheme = locale === 'ar' ? 'dark' : 'light';
      await setTheme(page, dialogTheme);
      await page.getByTestId('reservation-edit').click();
      const edit = page.getByRole('dialog', { name: amsg(locale, 'reservations.edit.title') });
      await expect(edit).toBeVisible();
      await expect(edit.getByTestId('reservation-edit-slot')).not.toHaveValue('');
      await edit.getByRole('button', { name: locale === 'ar' ? `زيادة ${amsg(locale, 'reservations.edit.adults')}` : `Increase ${amsg(locale, 'reservations.edit.adults')}` }).click();
      await shot(page, `account-reservation-edit-${locale}-${dialogTheme}`);
      await edit.getByTestId('reservation-edit-review').click();
      await expect(edit.getByTestId('reservation-edit-summary')).toBeVisible();
      await expect(edit.getByTestId('reservation-edit-difference')).toContainText(/0007|٠٠٠٧/);
      await shot(page, `account-reservation-edit-review-${locale}-${dialogTheme}`);
      await edit.getByTestId('reservation-edit-confirm').click();
      await expect(edit).toBeHidden();
      await setTheme(page, 'light');
      const after = await request.get(`/api/Orders/Guest/${order.id}`, { headers: { authorization: `Bearer ${token}` } });
      const edited = ((await after.json()) as { data: OrderRow }).data;
      expect(edited.adultsQTY).toBe(order.adultsQTY + 1);
      expect(edited.totalAmount).toBeGreaterThan(order.totalAmount);
      await expect(page.getByTestId('reservation-paid')).not.toHaveText(/^$/);
      const tx = await request.get('/api/Orders/CurrentUserTransactions?PageNumber=1&PageSize=10', { headers: { authorization: `Bearer ${token}` } });
      const rows = ((await tx.json()) as { data: { orderId: string; kind: string; amount: number }[] }).data.filter((x) => x.orderId === order.id && x.kind === 'payment');
      expect(rows.map((x) => x.amount).sort((a, b) => a - b)).toEqual([Math.round((edited.totalAmount - order.totalAmount) * 100) / 100, order.totalAmount].sort((a, b) => a - b));

      // The dialog shows what the policy refunds before anything happens; keyboard reaches it.
      await page.getByTestId('reservation-cancel').focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: amsg(locale, 'reservations.cancelTitle') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('reservation-cancel-refund')).not.toHaveText(amsg(locale, 'reservations.cancelNoRefund'));
      await shotThemes(page, 'reservation-cancel', locale, ['light']);
      await dialog.getByTestId('reservation-cancel-confirm').click();
      await expect(dialog).toBeHidden();

      // Cancelled: the status changes, the refund shows, the cancel button is gone.
      await expect(page.getByTestId('reservation-status')).toHaveText(new RegExp(`${amsg(locale, 'reservations.status.refunded')}|${amsg(locale, 'reservations.status.canceled')}`));
      await expect(page.getByTestId('reservation-refunded')).toBeVisible();
      await expect(page.getByTestId('reservation-cancel')).toHaveCount(0);
      await shotThemes(page, 'reservation-cancelled', locale, ['dark']);

      // "Message the host": the account asks on the bus, the shell opens the messages area on that host.
      await page.getByTestId('reservation-message-host').click();
      await expect(page).toHaveURL(/\/messages\?to=\d+/);
      await expect(page.getByTestId('messaging-page')).toBeVisible();
    });
  });
});
