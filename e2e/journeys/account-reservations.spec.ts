import { expect, test } from '@playwright/test';
import { locales } from '../support/discovery';
import { guest } from '../support/booking';
import { amsg, apiToken, shotThemes, signInAt, useLanguage } from '../support/account';

interface OrderRow {
  id: string;
  orderStatus: string;
  cancellation: { canCancel: boolean; refundIfCanceledNow: number };
}

/**
 * Issue 13, reservations: the demo guest's seeded orders (seed/booking: upcoming paid ones with a
 * ticket, a completed one, a refunded one). Each language cancels a different upcoming order, so
 * the two runs never depend on each other's order.
 */
test.describe('account reservations', () => {
  locales.forEach((locale, index) => {
    test(`open a reservation, cancel it and see the refund (${locale})`, async ({ page, request }) => {
      const token = await apiToken(request, guest);
      const res = await request.get('/api/Orders/CurrentUserList?PageNumber=1&PageSize=50&Status=inProgress', { headers: { authorization: `Bearer ${token}` } });
      expect(res.ok(), await res.text()).toBe(true);
      const cancellable = ((await res.json()) as { data: OrderRow[] }).data.filter((o) => o.cancellation.canCancel && o.cancellation.refundIfCanceledNow > 0);
      const order = cancellable[index] ?? cancellable[0];
      expect(order, 'a paid upcoming order that refunds when cancelled').toBeTruthy();

      await signInAt(page, '/reservations', guest, 'reservations-page');
      await useLanguage(page, locale);
      await expect(page.getByTestId('reservation-row').first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${amsg(locale, 'reservations.title')} · `));
      await shotThemes(page, 'reservations', locale);

      // The "in progress" filter keeps upcoming orders; the row opens the details.
      await page.getByTestId('reservations-filter-inProgress').click();
      await expect(page).toHaveURL(/status=inProgress/);
      const row = page.locator(`a[href="/reservations/details/${order!.id}"]`);
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
