import { expect, test } from '@playwright/test';
import { locales } from '../support/discovery';
import { bmsg, cards, checkoutUrl, fillCard, findBookable, shotChallenge, shotThemes, signInThroughGuard, useLanguage } from '../support/booking';

/**
 * Issue 12, guest side: checkout → the gateway's 3-D Secure page → the return page → the booking
 * confirmation; and a declined card, then another card on the same pending order.
 */
test.describe('booking', () => {
  for (const [i, locale] of locales.entries()) {
    test(`book alone with a new card through 3-D Secure (${locale})`, async ({ page, request }) => {
      const b = await findBookable(request, i);
      await signInThroughGuard(page, checkoutUrl(b));
      await useLanguage(page, locale);
      const summary = page.getByTestId('summary-card');
      await expect(summary.getByTestId('summary-total')).toBeVisible();
      const pay = page.getByRole('button', { name: new RegExp(bmsg(locale, 'booking.pay.payAmount', { amount: '.+' })) });
      await expect(pay).toBeEnabled();

      // Bad input is refused before anything leaves the browser, and nothing typed is lost.
      await pay.click();
      await expect(page.getByTestId('card-form').getByText(bmsg(locale, 'booking.card.error.required')).first()).toBeVisible();
      await fillCard(page, locale, cards.challenge);
      await expect(page.getByTestId('card-form').getByLabel(bmsg(locale, 'booking.card.expiry'))).toHaveValue('12/30');
      await shotThemes(page, 'checkout', locale);

      await pay.click();
      await expect(page).toHaveURL(/\/challenge\//);
      await shotChallenge(page, locale);
      await page.locator('button[value="approve"]').click();

      await expect(page).toHaveURL(/\/booking-confirmed\/\d+/);
      await expect(page.getByRole('heading', { name: bmsg(locale, 'booking.confirmed.title') })).toBeVisible();
      await expect(page.getByTestId('add-to-calendar')).toBeVisible();
      await shotThemes(page, 'confirmed', locale);
    });

    test(`a declined card, then another card on the same order (${locale})`, async ({ page, request }) => {
      const b = await findBookable(request, i + 2);
      await signInThroughGuard(page, checkoutUrl(b));
      await useLanguage(page, locale);
      const pay = page.getByRole('button', { name: new RegExp(bmsg(locale, 'booking.pay.payAmount', { amount: '.+' })) });
      await expect(pay).toBeEnabled();
      await fillCard(page, locale, cards.insufficientFunds);
      await pay.click();
      await expect(page).toHaveURL(/\/challenge\//);
      await page.locator('button[value="approve"]').click();

      // The provider's reason, and a way back that keeps the booking.
      await expect(page).toHaveURL(/\/checkout\/confirm-payment/);
      await expect(page.getByRole('heading', { name: bmsg(locale, 'booking.confirm.failedTitle') })).toBeVisible();
      await expect(page.getByTestId('payment-reason')).not.toBeEmpty();
      const reason = (await page.getByTestId('payment-reason').textContent())!.trim();
      await shotThemes(page, 'declined', locale);
      await page.getByRole('link', { name: bmsg(locale, 'booking.confirm.retry') }).click();

      await expect(page.getByTestId('checkout-page')).toBeVisible();
      // The provider's reason stays in view above the form, the choices are kept.
      await expect(page.getByTestId('checkout-page').getByText(reason)).toBeVisible();
      await expect(pay).toBeEnabled();
      await fillCard(page, locale, cards.challenge);
      await pay.click();
      await expect(page).toHaveURL(/\/challenge\//);
      await page.locator('button[value="approve"]').click();
      await expect(page).toHaveURL(/\/booking-confirmed\/\d+/);
      await expect(page.getByRole('heading', { name: bmsg(locale, 'booking.confirmed.title') })).toBeVisible();
    });
  }
});
