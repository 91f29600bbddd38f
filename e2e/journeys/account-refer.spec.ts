import { expect, test } from '@playwright/test';
import { locales } from '../support/discovery';
import { demoHost } from '../support/messaging';
import { shot, uniqueEmail } from '../support/site';
import { amsg, createAccount, shotThemes, signInAt, useLanguage } from '../support/account';

/**
 * Issue 13: the refer-a-friend dialog on the profile (the invitation goes out through the outbox),
 * and a host's identity row leading to the verification area.
 */
test.describe('account refer a friend', () => {
  locales.forEach((locale) => {
    test(`invite a friend by e-mail; the invitation is in the outbox (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, 'refer');
      const friend = uniqueEmail('friend');
      await signInAt(page, '/profile', account, 'profile-page');
      await useLanguage(page, locale);
      await expect(page).toHaveTitle(new RegExp(amsg(locale, 'profile.pageTitle')));
      await expect(page.getByTestId('refer-card')).toBeVisible();
      await shotThemes(page, 'profile-refer-card', locale);
      await page.getByTestId('refer-open').click();
      const dialog = page.getByRole('dialog', { name: amsg(locale, 'profile.refer.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('refer-email').fill(friend);
      // the header's theme switch is behind the dialog: this one in the light theme
      await shot(page, `account-refer-${locale}-light`);
      await dialog.getByTestId('refer-submit').click();
      await expect(dialog.getByTestId('refer-sent')).toHaveText(amsg(locale, 'profile.refer.sent', { email: friend }));
      await expect(dialog.getByTestId('refer-email')).toHaveValue('');

      // The friend's invitation, with the link to sign up, waits in the outbox.
      await expect
        .poll(async () => {
          const res = await request.get(`/dev/outbox?to=${encodeURIComponent(friend)}`);
          const body = (await res.json()) as { data?: Array<{ body: string; meta: { purpose?: string } }> };
          return (body.data ?? []).filter((m) => m.meta?.purpose === 'referral' && m.body.includes('view=signup')).length;
        })
        .toBe(1);
    });
  });

  test('a host’s identity row leads to the verification area', async ({ page }) => {
    await signInAt(page, '/profile', demoHost, 'profile-page');
    const link = page.getByTestId('verify-identity-link');
    await expect(link).toHaveAttribute('href', '/verification');
    await link.click();
    await expect(page).toHaveURL(/\/verification$/);
  });
});
