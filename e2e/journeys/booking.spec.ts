import { expect, test } from '@playwright/test';
import { locales, setTheme } from '../support/discovery';
import { shot, uniqueEmail } from '../support/site';
import { bmsg, cards, checkoutUrl, chooseNewCard, rememberSession, fillCard, findBookable, expectMeetingPoint, findPrivateWithCoupon, shotChallenge, zatcaFields, shotThemes, signInThroughGuard, useLanguage } from '../support/booking';

/**
 * Issue 12, guest side: checkout → the gateway's 3-D Secure page → the return page → the booking
 * confirmation; a declined card, then another card on the same pending order; a private booking
 * with add-ons and a coupon on the saved card, its ticket and VAT invoice; a gift whose recipient
 * gets the e-mail; a cancellation inside the free window, refunded. The demo guest
 * (guest@tajriba.sa) has a saved mada card, preselected at checkout.
 */
test.describe('booking', () => {
  test.afterEach(async ({ page }) => rememberSession(page));
  for (const [i, locale] of locales.entries()) {
    test(`book alone with a new card through 3-D Secure (${locale})`, async ({ page, request }) => {
      const b = await findBookable(request, i);
      await signInThroughGuard(page, checkoutUrl(b));
      await useLanguage(page, locale);
      const summary = page.getByTestId('summary-card');
      await expect(summary.getByTestId('summary-total')).toBeVisible();
      const pay = page.getByRole('button', { name: new RegExp(bmsg(locale, 'booking.pay.payAmount', { amount: '.+' })) });
      await expect(pay).toBeEnabled();
      await chooseNewCard(page, locale);

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
      await expectMeetingPoint(page, request);
      await shotThemes(page, 'confirmed', locale);
    });

    test(`a declined card, then another card on the same order (${locale})`, async ({ page, request }) => {
      const b = await findBookable(request, i + 2);
      await signInThroughGuard(page, checkoutUrl(b));
      await useLanguage(page, locale);
      const pay = page.getByRole('button', { name: new RegExp(bmsg(locale, 'booking.pay.payAmount', { amount: '.+' })) });
      await expect(pay).toBeEnabled();
      await chooseNewCard(page, locale);
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
      await chooseNewCard(page, locale);
      await fillCard(page, locale, cards.challenge);
      await pay.click();
      await expect(page).toHaveURL(/\/challenge\//);
      await page.locator('button[value="approve"]').click();
      await expect(page).toHaveURL(/\/booking-confirmed\/\d+/);
      await expect(page.getByRole('heading', { name: bmsg(locale, 'booking.confirmed.title') })).toBeVisible();
    });

    test(`a private booking with add-ons and a coupon, paid with the saved card; its ticket and VAT invoice (${locale})`, async ({ page, request }) => {
      // English uses WELCOME10 (10 %, once per guest); Arabic first meets an expired coupon, then SEASON25.
      const code = locale === 'en' ? 'WELCOME10' : 'SEASON25';
      const b = await findPrivateWithCoupon(request, code, i);
      await signInThroughGuard(page, checkoutUrl(b).replace('adults=1', 'adults=2').replace('private=false', 'private=true'));
      await useLanguage(page, locale);
      const summary = page.getByTestId('summary-card');
      await expect(page.getByLabel(bmsg(locale, 'booking.checkout.private'))).toBeChecked();
      await expect(summary.getByTestId('summary-private')).toBeVisible();

      // two of the first add-on: a line in the summary
      const addOnQty = page.getByRole('spinbutton', { name: new RegExp(bmsg(locale, 'booking.checkout.addOnQty', { name: '.+' })) }).first();
      await addOnQty.fill('2');
      await expect(summary.getByTestId('summary-addon')).toHaveCount(1);

      const couponField = page.getByLabel(bmsg(locale, 'booking.coupon.code'));
      if (locale === 'ar') {
        await couponField.fill('LASTYEAR');
        await page.getByRole('button', { name: bmsg(locale, 'booking.coupon.apply') }).click();
        await expect(page.getByText(bmsg(locale, 'booking.coupon.expired'))).toBeVisible();
        // what was chosen stays: private, the add-ons
        await expect(addOnQty).toHaveValue(/2|٢/);
      }
      await couponField.fill(code);
      await page.getByRole('button', { name: bmsg(locale, 'booking.coupon.apply') }).click();
      await expect(page.getByText(bmsg(locale, 'booking.coupon.applied', { code }))).toBeVisible();
      await expect(summary.getByTestId('summary-coupon')).toBeVisible();

      // the seeded mada card is the one chosen
      await expect(page.getByRole('radio', { name: new RegExp('0007') })).toBeChecked();
      const pay = page.getByRole('button', { name: new RegExp(bmsg(locale, 'booking.pay.payAmount', { amount: '.+' })) });
      await expect(pay).toBeEnabled();
      const total = (await summary.getByTestId('summary-total').textContent())!;
      await shotThemes(page, 'checkout-private-saved-card', locale);
      await pay.click();

      await expect(page).toHaveURL(/\/booking-confirmed\/\d+/);
      const confirmed = page.getByTestId('booking-confirmed');
      await expect(page.getByRole('heading', { name: bmsg(locale, 'booking.confirmed.title') })).toBeVisible();
      await expect(confirmed.locator('dd').filter({ hasText: bmsg(locale, 'booking.confirmed.private') })).toBeVisible();
      await expect(confirmed.getByTestId('ticket-code')).toHaveText(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
      await expect(confirmed.getByTestId('cancellation')).toBeVisible();
      await shotThemes(page, 'confirmed-private', locale);
      // the confirmation names the invoice exactly as the invoice does (INV-n)
      const invoiceNumber = (await confirmed.getByTestId('invoice-number').textContent())!.trim();
      expect(invoiceNumber).toMatch(/^INV-\d+$/);

      await page.getByTestId('invoice-link').click();
      await expect(page).toHaveURL(/\/invoices\/\d+/);
      await expect(page.getByTestId('invoice-number')).toHaveText(invoiceNumber);
      // the invoice's total is what the summary asked for
      const digits = (x: string) => x.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[^0-9]/g, '');
      await expect(page.getByTestId('invoice-total')).toBeVisible();
      expect(digits((await page.getByTestId('invoice-total').textContent())!)).toBe(digits(total));
      // the QR's text is the Saudi simplified-invoice TLV: seller, VAT number, time, total with VAT, VAT
      const tlv = zatcaFields((await page.getByTestId('invoice-qr').getAttribute('data-qr'))!);
      expect(Object.keys(tlv)).toEqual(['1', '2', '3', '4', '5']);
      expect(tlv[2]).toBe((await page.getByTestId('invoice-vat-number').textContent())!.trim());
      expect(new Date(tlv[3]!).getTime()).not.toBeNaN();
      expect(digits(tlv[4]!)).toBe(digits(total));
      expect(digits(tlv[5]!)).toBe(digits((await page.getByTestId('invoice-vat').textContent())!));
      await shotThemes(page, 'invoice', locale);
    });

    test(`a gift: the recipient gets the e-mail with the experience, the date and the message (${locale})`, async ({ page, request }) => {
      const b = await findBookable(request, i + 4);
      const recipient = uniqueEmail('gift-recipient');
      const message = locale === 'en' ? 'Happy birthday, enjoy the day!' : 'كل عام وأنت بخير، استمتع بيومك!';
      await signInThroughGuard(page, checkoutUrl(b).replace('/checkout?', `/experiences/details/${b.experienceId}/checkout?`));
      await useLanguage(page, locale);
      const pay = page.getByRole('button', { name: new RegExp(bmsg(locale, 'booking.pay.payAmount', { amount: '.+' })) });
      await expect(pay).toBeEnabled();
      // the recipient's name and e-mail go together: the page says so and keeps what was typed
      await page.getByLabel(bmsg(locale, 'booking.gift.recipientName')).fill('Sara');
      await pay.click();
      await expect(page.getByText(bmsg(locale, 'booking.gift.error.recipientRequired')).first()).toBeVisible();
      await expect(page.getByLabel(bmsg(locale, 'booking.gift.recipientName'))).toHaveValue('Sara');
      await page.getByLabel(bmsg(locale, 'booking.gift.recipientEmail')).fill(recipient);
      await page.getByLabel(bmsg(locale, 'booking.gift.senderName')).fill('Layla');
      await page.getByLabel(bmsg(locale, 'booking.gift.personalMessage')).fill(message);
      await shotThemes(page, 'gift-checkout', locale);
      await pay.click();

      await expect(page).toHaveURL(/\/booking-confirmed\/\d+/);
      await expect(page.getByText(bmsg(locale, 'booking.confirmed.giftLead', { name: 'Sara' }))).toBeVisible();
      const name = (await page.getByTestId('booking-confirmed').getByRole('heading', { level: 2 }).first().textContent())!.trim();
      await shotThemes(page, 'gift-confirmed', locale);

      const res = await request.get(`/dev/outbox?to=${encodeURIComponent(recipient)}`);
      const mails = ((await res.json()) as { data: Array<{ subject: string; body: string; meta: { purpose?: string } }> }).data.filter((m) => m.meta.purpose === 'gift');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toContain(message);
      expect(mails[0]!.body).toContain(b.date);
      expect(mails[0]!.subject + mails[0]!.body).toContain('Layla');
      // the e-mail is in the language of the buyer's profile (not the page's), naming the experience
      const names = await Promise.all(
        ['en-US', 'ar'].map(async (lang) => ((await (await request.get(`/api/Home/Experience/${b.experienceId}`, { headers: { 'accept-language': lang } })).json()) as { data: { name: string } }).data.name),
      );
      expect(names).toContain(name);
      expect(names.some((n) => mails[0]!.subject.includes(n))).toBe(true);
    });

    test(`cancel inside the free window: the refund is shown first, then made (${locale})`, async ({ page, request }) => {
      // six days ahead is outside even the five-day policy's deadline
      const b = await findBookable(request, i + 6, 7);
      await signInThroughGuard(page, checkoutUrl(b));
      await useLanguage(page, locale);
      const pay = page.getByRole('button', { name: new RegExp(bmsg(locale, 'booking.pay.payAmount', { amount: '.+' })) });
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(page).toHaveURL(/\/booking-confirmed\/\d+/);

      const box = page.getByTestId('cancellation');
      await expect(box).toBeVisible();
      await expectMeetingPoint(page, request);
      const paid = (await page.getByTestId('booking-confirmed').locator('dd').nth(3).textContent())!.trim();
      // what comes back is said before anything is done
      await expect(box.getByText(paid, { exact: false })).toBeVisible();
      const dialog = page.getByRole('dialog', { name: bmsg(locale, 'booking.cancel.confirmTitle') });
      // the theme switch sits behind the dialog: choose the theme, then open it
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        await page.getByTestId('cancel-booking').click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(paid, { exact: false })).toBeVisible();
        await shot(page, `booking-cancel-dialog-${locale}-${theme}`);
        if (theme === 'light') {
          await dialog.getByRole('button', { name: bmsg(locale, 'booking.cancel.keep') }).click();
          await expect(dialog).toHaveCount(0);
        }
      }
      await page.getByTestId('confirm-cancel').click();
      await setTheme(page, 'light');

      await expect(page.getByRole('heading', { level: 1, name: bmsg(locale, 'booking.status.refunded') })).toBeVisible();
      await expect(page.getByTestId('refund-state')).toHaveText(bmsg(locale, 'booking.cancel.refunded', { amount: paid }));
      await expect(page.getByTestId('cancel-booking')).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shotThemes(page, 'refunded', locale);

      // the refund's VAT credit note: linked from the confirmation, under the invoice it corrects
      const invoiceNumber = (await page.getByTestId('invoice-number').textContent())!.trim();
      expect(invoiceNumber).toMatch(/^INV-\d+$/);
      await page.getByTestId('credit-note-link').click();
      await expect(page).toHaveURL(/\/invoices\/\d+#credit-note-CN-\d+$/);
      const note = page.getByTestId('credit-note');
      await expect(note).toBeVisible();
      await expect(note.getByTestId('credit-note-number')).toHaveText(/^CN-\d+$/);
      await expect(note.getByTestId('credit-note-original')).toContainText(invoiceNumber);
      const digits = (x: string) => x.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[^0-9]/g, '');
      expect(digits((await note.getByTestId('credit-note-total').textContent())!)).toBe(digits(paid));
      await note.scrollIntoViewIfNeeded();
      await shotThemes(page, 'credit-note', locale);
    });
  }
});
