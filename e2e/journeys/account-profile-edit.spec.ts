import { expect, test } from '@playwright/test';
import { locales } from '../support/discovery';
import { amsg, apiToken, createAccount, shotThemes, signInAt, useLanguage } from '../support/account';

/**
 * Issue 13, `/profile/edit`: a new guest opens "Edit profile" from the profile header, is refused a
 * too-short address (the typed values stay, the reason shows under the field), then saves names,
 * gender, address and an emergency contact; the profile and the API show them.
 */
test.describe('account profile edit', () => {
  locales.forEach((locale) => {
    test(`edit the profile: names, gender, address, emergency contact (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, `profile-${locale}`);
      await signInAt(page, '/profile', account, 'profile-page');
      await useLanguage(page, locale);
      await page.getByTestId('profile-edit-link').click();
      await expect(page).toHaveURL(/\/profile\/edit$/);
      const form = page.getByTestId('profile-form');
      await expect(form.getByTestId('profile-form-fullName')).toHaveValue(account.fullName);
      await expect(page).toHaveTitle(new RegExp(`^${amsg(locale, 'profileForm.editTitle')} · `));

      await form.getByTestId('profile-form-preferredName').fill(locale === 'ar' ? 'ريم' : 'Reem');
      await form.getByTestId('profile-form-address').fill(locale === 'ar' ? 'جدة' : 'Jeddah');
      await form.getByTestId('profile-form-save').click();
      // refused in the browser with the contract's rule; what was typed stays
      await expect(form.getByTestId('profile-form-address')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByTestId('profile-form-preferredName')).toHaveValue(locale === 'ar' ? 'ريم' : 'Reem');
      await shotThemes(page, 'profile-edit-error', locale, ['light']);

      const address = locale === 'ar' ? 'طريق الملك عبدالعزيز، حي الروضة، جدة' : 'King Abdulaziz Road, Al Rawdah, Jeddah';
      await form.getByTestId('profile-form-address').fill(address);
      await form.getByRole('radio', { name: amsg(locale, 'profileForm.male'), exact: true }).check();
      await form.getByTestId('profile-form-hasEmergency').check();
      await form.getByTestId('profile-form-emergencyName').fill(locale === 'ar' ? 'هدى الحربي' : 'Huda Al-Harbi');
      await form.getByTestId('profile-form-emergencyPhone').fill('+966551234567');
      await shotThemes(page, 'profile-edit', locale);
      await form.getByTestId('profile-form-save').click();

      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('profile-page')).toBeVisible();
      const token = await apiToken(request, account);
      const info = await request.get('/api/Manage/Info', { headers: { authorization: `Bearer ${token}` } });
      expect((await info.json()).data).toMatchObject({
        preferredName: locale === 'ar' ? 'ريم' : 'Reem',
        isMale: true,
        address,
        dateOfBirth: '1994-03-15',
        emergencyContact: { phoneNumber: '+966551234567' },
      });
    });
  });
});
