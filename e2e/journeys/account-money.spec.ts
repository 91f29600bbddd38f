import { expect, test } from '@playwright/test';
import { locales } from '../support/discovery';
import { cards, fillCard, guest } from '../support/booking';
import { amsg, createAccount, shotThemes, signInAt, useLanguage } from '../support/account';

/**
 * Issue 13, money in the account: a card added from payments settings through mf-booking's
 * add-payment-method parcel and the bank's 3-D Secure check (back through the confirm-card parcel),
 * and the guest's transactions with an invoice. Both parcels are mounted by mf-account through
 * ParcelSlot on the composed site: this is the journey that proves they load.
 */
test.describe('account cards and transactions', () => {
  locales.forEach((locale) => {
    test(`add a card through the bank's check; it is listed (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, 'cards');
      await signInAt(page, '/profile/account-settings/payments', account, 'payments-page');
      await useLanguage(page, locale);
      await expect(page.getByText(amsg(locale, 'settings.payments.emptyTitle'))).toBeVisible();

      await page.getByTestId('saved-card-add').click();
      // mf-booking's dialog, mounted inside the account's page
      const form = page.getByTestId('card-form');
      await expect(form).toBeVisible();
      await expect(page.getByTestId('add-card-parcel')).toHaveAttribute('data-state', 'mounted');
      await fillCard(page, locale, cards.challenge);
      await shotThemes(page, 'add-card', locale, ['light']);
      await page.getByTestId('add-card-submit').click();

      await expect(page).toHaveURL(/\/challenge\//);
      await page.locator('button[value="approve"]').click();

      // back on the account's confirm-card page, where mf-booking's confirm-card parcel saves the card
      await expect(page).toHaveURL(/\/profile\/account-settings\/payments\/confirm-card/);
      await expect(page.getByTestId('confirm-card-saved')).toBeVisible();
      await page.getByTestId('confirm-card').getByRole('button').click();
      await expect(page).toHaveURL(/\/profile\/account-settings\/payments$/);
      const saved = page.getByTestId('saved-card');
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText('1111');
      await shotThemes(page, 'payments-card', locale, ['dark']);
    });

    test(`transactions: see a payment and open its invoice (${locale})`, async ({ page }) => {
      await signInAt(page, '/transactions', guest, 'transactions-page');
      await useLanguage(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(amsg(locale, 'transactions.title'));
      await expect(page).toHaveTitle(new RegExp(amsg(locale, 'transactions.title')));
      const payment = page.locator('[data-testid="transaction-row"][data-kind="payment"]').filter({ has: page.getByTestId('transaction-invoice') }).first();
      await expect(payment).toBeVisible();
      await expect(payment).toContainText(amsg(locale, 'transactions.status.paid'));
      // the seed's refunded order gives a refund row too
      await expect(page.locator('[data-testid="transaction-row"][data-kind="refund"]').first()).toBeVisible();
      await shotThemes(page, 'transactions', locale);

      await payment.getByTestId('transaction-invoice').click();
      await expect(page).toHaveURL(/\/invoices\/\d+/);
      await expect(page.getByTestId('invoice-total')).toBeVisible();
    });
  });
});
