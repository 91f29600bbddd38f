import { expect, test } from '@playwright/test';
import { locales } from '../support/discovery';
import { amsg, createAccount, shotThemes, signInAt, useLanguage } from '../support/account';

/**
 * Issue 13, account settings: each journey makes its own account, signs in through the route
 * guard and works in the language it names.
 */
test.describe('account settings', () => {
  for (const locale of locales) {
    test(`login & security: change the password, then sign in with the new one (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, `password-${locale}`);
      await signInAt(page, '/profile/account-settings/login-security', account, 'login-security-page');
      await useLanguage(page, locale);
      await shotThemes(page, 'login-security', locale);

      // A password against the §5 rules is refused under its field before anything is sent.
      await page.getByTestId('current-password').fill(account.password);
      await page.getByTestId('new-password').fill('short');
      await page.getByTestId('confirm-password').fill('short');
      await page.getByTestId('password-save').click();
      await expect(page.getByTestId('new-password')).toHaveAttribute('aria-invalid', 'true');
      // A wrong current password comes back from the server under its field; what was typed stays.
      await page.getByTestId('current-password').fill('Wrong#Pass9');
      await page.getByTestId('new-password').fill('Fresh#Pass42');
      await page.getByTestId('confirm-password').fill('Fresh#Pass42');
      await page.getByTestId('password-save').click();
      await expect(page.getByTestId('current-password')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('new-password')).toHaveValue('Fresh#Pass42');

      await page.getByTestId('current-password').fill(account.password);
      await page.getByTestId('password-save').click();
      await expect(page.getByTestId('password-done')).toHaveText(amsg(locale, 'settings.security.passwordChanged'));

      // A new browser signs in with the new password (the old one is refused).
      const other = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
      const fresh = await other.newPage();
      await signInAt(fresh, '/profile', { email: account.email, password: 'Fresh#Pass42' }, 'profile-page');
      await other.close();
    });
  }

  for (const locale of locales) {
    test(`global preferences: the language switches the site, the time zone is kept (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, `prefs-${locale}`);
      await signInAt(page, '/profile/account-settings/global-prefrence', account, 'global-preference-page');
      await useLanguage(page, locale);
      await expect(page.getByTestId('pref-time-zone').locator('option')).toHaveCount(419);
      await shotThemes(page, 'global-preference', locale);

      // Saving the other language switches the whole site (direction too).
      const other = locale === 'ar' ? 'en' : 'ar';
      await page.getByTestId('pref-language').selectOption({ label: amsg(locale, other === 'ar' ? 'settings.prefs.lang.ar' : 'settings.prefs.lang.en-US') });
      await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 2, name: amsg(other, 'settings.prefs.title') })).toBeVisible();

      // Riyadh's time zone is saved on the account and shown after a reload.
      const zone = page.getByTestId('pref-time-zone');
      const riyadh = await zone.locator('option', { hasText: /Riyadh|الرياض/ }).first().textContent();
      await zone.selectOption({ label: riyadh! });
      // The language's own "Saved" may still show above; the time zone's is the last one.
      await expect(page.getByText(amsg(other, 'settings.saved')).last()).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('pref-time-zone').locator('option:checked')).toHaveText(riyadh!);
      await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
      await shotThemes(page, 'global-preference-saved', other, ['light']);
    });
  }

  for (const locale of locales) {
    test(`personal info and notifications: the preferred name reaches the header's menu at once (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, `personal-${locale}`);
      await signInAt(page, '/profile/account-settings/personal-info', account, 'personal-info-page');
      await useLanguage(page, locale);
      await shotThemes(page, 'personal-info', locale);
      await page.getByTestId('setting-preferred-name-edit').click();
      await page.getByTestId('preferred-name-input').fill('Nouf');
      await page.getByTestId('preferred-name-save').click();
      await expect(page.getByTestId('setting-preferred-name-value')).toHaveText('Nouf');
      // The shell's avatar menu is named after the user's display name (its initials show in the avatar).
      await expect(page.getByTestId('user-menu')).toHaveAttribute('aria-label', /Nouf/);

      // Additional phones: typed with spaces, kept normalised (E.164) after a reload.
      await page.getByTestId('setting-additional-phones-edit').click();
      await page.getByTestId('additional-phone-0').fill('+966 55 123 4567');
      await page.getByTestId('additional-phones-save').click();
      await expect(page.getByTestId('setting-additional-phones-value')).toHaveText('+966551234567');
      await page.reload();
      await expect(page.getByTestId('setting-additional-phones-value')).toHaveText('+966551234567');

      await page.getByRole('link', { name: amsg(locale, 'settings.nav.notifications'), exact: true }).click();
      const newsletter = page.getByRole('switch', { name: new RegExp(amsg(locale, 'settings.notifications.newsletter')) });
      const was = await newsletter.isChecked();
      await newsletter.click();
      await expect(newsletter).toBeChecked({ checked: !was });
      await page.reload();
      await expect(page.getByRole('switch', { name: new RegExp(amsg(locale, 'settings.notifications.newsletter')) })).toBeChecked({ checked: !was });
      await shotThemes(page, 'notification-settings', locale, ['light']);
    });
  }
});
