import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { locales } from '../support/discovery';
import { bmsg, checkoutUrl, findBookable } from '../support/booking';
import { amsg, apiToken, createAccount, shotThemes, signInAt, useLanguage } from '../support/account';
import { latestCode, shot } from '../support/site';

/**
 * Issue 13, the three account calls decided in mf-account's README: two-step sign-in (TwoFactor) and
 * turning a saved card off and on (UpdateCardStatus). Each journey makes its own account.
 */

async function typeCode(page: Page, code: string) {
  await page.getByTestId('otp-step').locator('input').first().click();
  await page.keyboard.type(code);
}

/** What the browser does when a card is saved: sends it to the gateway, then AddCard (and the bank's check when asked). */
async function saveCard(request: APIRequestContext, token: string, number: string, label: string) {
  const config = ((await (await request.get('/api/Payments/Config')).json()) as { data: { apiUrl: string; publishableKey: string } }).data;
  const basic = `Basic ${Buffer.from(`${config.publishableKey}:`).toString('base64')}`;
  const tk = (await (
    await request.post(`${config.apiUrl}/v1/tokens`, {
      headers: { authorization: basic },
      data: { number, name: 'Layla Harbi', month: '12', year: String(new Date().getUTCFullYear() + 3), cvc: '123', save_only: true },
    })
  ).json()) as { id: string };
  const headers = { authorization: `Bearer ${token}` };
  const added = (await (await request.post('/api/Manage/AddCard', { headers, data: { token: tk.id, cardId: label } })).json()) as { data: string | null };
  if (added.data) {
    await request.post(added.data, { form: { decision: 'approve' }, maxRedirects: 0 });
    expect((await request.post('/api/Manage/AddCard', { headers, data: { token: tk.id, cardId: label } })).ok()).toBe(true);
  }
}

test.describe('two-step sign-in and saved-card status', () => {
  for (const locale of locales) {
    test(`turn on two-step sign-in with the current password, sign out, sign in with password and the outbox code (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, `twofactor-${locale}`);
      await signInAt(page, '/profile/account-settings/login-security', account, 'login-security-page');
      await useLanguage(page, locale);
      const card = page.getByTestId('two-factor-card');
      // the account's phone is not confirmed yet: the codes go to the e-mail
      await expect(card).toContainText(amsg(locale, 'settings.security.twoFactorHintEmail', { to: `${account.email.slice(0, 2)}•••@example.test` }));
      const toggle = page.getByTestId('two-factor-switch');
      await expect(toggle).not.toBeChecked();

      // a wrong password is refused under the field and nothing changes
      await toggle.click({ force: true });
      const dialog = page.getByRole('dialog', { name: amsg(locale, 'settings.security.twoFactorOnTitle') });
      await dialog.getByTestId('two-factor-password').fill('Wrong#Pass9');
      await dialog.getByTestId('two-factor-confirm').click();
      await expect(dialog.getByTestId('two-factor-password')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByTestId('two-factor-password')).toHaveValue('Wrong#Pass9');
      await shot(page, `account-two-factor-confirm-${locale}-light`);
      await dialog.getByTestId('two-factor-password').fill(account.password);
      await dialog.getByTestId('two-factor-confirm').click();
      await expect(dialog).toHaveCount(0);
      await expect(toggle).toBeChecked();
      await expect(page.getByTestId('two-factor-done')).toHaveText(amsg(locale, 'settings.security.twoFactorIsOn'));
      await card.scrollIntoViewIfNeeded();
      await shotThemes(page, 'login-security-two-factor', locale);
      const wide = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      await card.scrollIntoViewIfNeeded();
      await shot(page, `account-login-security-two-factor-${locale}-phone`);
      await page.setViewportSize(wide);

      // signed out, the password alone no longer signs in: the 6-digit code from the e-mail does
      await page.getByTestId('user-menu').click();
      await page.getByTestId('sign-out').click();
      await expect(page.getByTestId('sign-in')).toBeVisible();
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
      await page.getByTestId('signin-email').fill(account.email);
      await page.getByTestId('signin-password').fill(account.password);
      await page.getByTestId('signin-submit').click();
      const step = page.getByTestId('otp-step');
      await expect(step).toBeVisible();
      await expect(step.locator('input')).toHaveCount(6);
      await expect(page.getByTestId('resend-countdown')).toBeVisible();
      await shot(page, `account-two-factor-code-${locale}-light`);
      const code = await latestCode(request, account.email);
      expect(code).toMatch(/^\d{6}$/);
      await typeCode(page, code);
      await expect(page.getByTestId('profile-page')).toBeVisible();

      // and an API sign-in with the password alone is asked for the code too
      const res = await request.post('/Connect/Token', { data: { username: account.email, password: account.password } });
      expect(res.status()).toBe(401);
    });
  }

  for (const locale of locales) {
    test(`turn a saved card off: it is not offered at checkout; on again, it is (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, `cardstatus-${locale}`);
      const token = await apiToken(request, account);
      await saveCard(request, token, '4000 0000 0000 0002', 'daily');
      await saveCard(request, token, '4111 1111 1111 1111', 'travel');
      await signInAt(page, '/profile/account-settings/payments', account, 'payments-page');
      await useLanguage(page, locale);
      const rows = page.getByTestId('saved-card');
      await expect(rows).toHaveCount(2);
      const daily = rows.filter({ hasText: '0002' });
      await expect(daily).toContainText(amsg(locale, 'settings.payments.primary'));

      await daily.getByTestId('saved-card-active').click({ force: true });
      await expect(page.getByTestId('saved-card').filter({ hasText: '0002' })).toHaveAttribute('data-active', 'false');
      await expect(page.getByTestId('saved-card').filter({ hasText: '0002' })).toContainText(amsg(locale, 'settings.payments.inactive'));
      // the other card took over as primary
      await expect(page.getByTestId('saved-card').filter({ hasText: '1111' })).toContainText(amsg(locale, 'settings.payments.primary'));
      await expect(page.getByTestId('saved-card').filter({ hasText: '0002' }).getByTestId('saved-card-make-primary')).toHaveCount(0);
      await shotThemes(page, 'payments-card-off', locale);
      // at a phone's width the switch, the badge and Delete wrap under the card's name
      const wide = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `account-payments-card-off-${locale}-phone`);
      await page.setViewportSize(wide);

      const bookable = await findBookable(request, 0, 2);
      await page.goto(checkoutUrl(bookable));
      await expect(page.getByTestId('checkout-page')).toBeVisible();
      await expect(page.getByRole('radio', { name: bmsg(locale, 'booking.pay.newCard') })).toBeVisible();
      await expect(page.getByRole('radio', { name: /1111/ })).toBeVisible();
      await expect(page.getByRole('radio', { name: /0002/ })).toHaveCount(0);

      await page.goto('/profile/account-settings/payments');
      await page.getByTestId('saved-card').filter({ hasText: '0002' }).getByTestId('saved-card-active').click({ force: true });
      await expect(page.getByTestId('saved-card').filter({ hasText: '0002' })).toHaveAttribute('data-active', 'true');
      await page.goto(checkoutUrl(bookable));
      await expect(page.getByRole('radio', { name: /0002/ })).toBeVisible();
      await expect(page.getByRole('radio', { name: /1111/ })).toBeChecked();
    });
  }
});
