import { expect, test } from '@playwright/test';
import { locales } from '../support/discovery';
import { amsg, apiToken, codeFor, createAccount, shotThemes, signInAt, useLanguage } from '../support/account';

/**
 * Issue 13: the account area. Each journey makes its own account through the sign-up API, signs in
 * through the route guard, and works in the language it names.
 */
test.describe('account', () => {
  for (const locale of locales) {
    test(`profile: edit the about page, set a preferred name, verify the phone with the outbox code (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, `profile-${locale}`);
      await signInAt(page, '/profile', account, 'profile-page');
      await useLanguage(page, locale);
      await expect(page.getByTestId('profile-name')).toHaveText(account.fullName);
      await expect(page.getByTestId('profile-role')).toHaveText(amsg(locale, 'profile.roleGuest'));
      await shotThemes(page, 'profile', locale);

      // About me: empty → form; a too-short field is refused under it with what was typed kept.
      await page.getByTestId('about-edit').click();
      const form = page.getByTestId('about-form');
      await form.getByLabel(amsg(locale, 'profile.about.details')).fill(locale === 'ar' ? 'أحب الطبخ النجدي وأشارك وصفات جدتي.' : 'I love Najdi cooking and share my grandmother’s recipes.');
      await form.getByLabel(amsg(locale, 'profile.about.profession')).fill('UX');
      await page.getByTestId('about-save').click();
      await expect(form.getByLabel(amsg(locale, 'profile.about.profession'))).toHaveValue('UX');
      await expect(form.getByLabel(amsg(locale, 'profile.about.profession'))).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel(amsg(locale, 'profile.about.profession')).fill(locale === 'ar' ? 'مهندسة معمارية' : 'Architect');
      await page.getByTestId('about-save').click();
      await expect(page.getByTestId('about-value-profession')).toHaveText(locale === 'ar' ? 'مهندسة معمارية' : 'Architect');

      // Preferred name, inline.
      await page.getByTestId('preferred-name-edit').click();
      await page.getByTestId('preferred-name-input').fill('Reemo');
      await page.getByTestId('preferred-name-save').click();
      await expect(page.getByTestId('preferred-name')).toHaveText(amsg(locale, 'profile.preferredNameIs', { name: 'Reemo' }));

      // The phone is not confirmed yet: Verify sends a code (the outbox has it), a wrong code is refused, the right one sets the tick.
      await expect(page.getByTestId('verify-phone-state')).toHaveText(amsg(locale, 'profile.verify.unconfirmed'));
      await page.getByTestId('verify-phone-button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('contact-countdown')).toBeVisible();
      const code = await codeFor(request, account.phone);
      await shotThemes(page, 'contact-verification', locale, ['light']);
      await dialog.getByRole('textbox').first().fill(code);
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('verify-phone-state')).toHaveText(amsg(locale, 'profile.verify.confirmed'));
      await shotThemes(page, 'profile-filled', locale);
    });
  }

  for (const locale of locales) {
    test(`wishlists: create, rename and delete a list, move an experience between lists (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, `wishlist-${locale}`);
      const token = await apiToken(request, account);
      await signInAt(page, '/wishlist', account, 'wishlists-page');
      await useLanguage(page, locale);
      await expect(page.getByText(amsg(locale, 'wishlists.emptyTitle'))).toBeVisible();
      await shotThemes(page, 'wishlists-empty', locale, ['light']);

      const create = async (name: string) => {
        await page.getByTestId('list-create').click();
        await page.getByTestId('list-name-input').fill(name);
        await page.getByTestId('list-name-save').click();
        await expect(page.getByTestId('wishlist-tile').filter({ hasText: name })).toBeVisible();
      };
      await create('Abha weekend');
      await create(locale === 'ar' ? 'رحلة العلا' : 'AlUla trip');
      // A name the guest already uses is refused under the field, and the typed name stays.
      await page.getByTestId('list-create').click();
      await page.getByTestId('list-name-input').fill('ABHA WEEKEND');
      await page.getByTestId('list-name-save').click();
      await expect(page.getByTestId('list-name-input')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('list-name-input')).toHaveValue('ABHA WEEKEND');
      await page.keyboard.press('Escape');

      // Save an experience into the first list (through the API the heart uses), then open the list.
      const lists = (await (await request.get('/api/Manage/FavouriteNames', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Array<{ id: string; name: string }> };
      const abha = lists.data.find((l) => l.name === 'Abha weekend')!;
      const other = lists.data.find((l) => l.name !== 'Abha weekend')!;
      const exp = (await (await request.get('/api/Home/ExperiencesList?PageNumber=1&PageSize=1', { headers: { 'accept-language': locale === 'ar' ? 'ar' : 'en-US' } })).json()) as { data: Array<{ id: number; name: string }> };
      expect((await request.post('/api/Manage/AddFavouriteExperience', { data: { experienceId: exp.data[0]!.id, favouriteNameId: abha.id }, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
      await page.reload();
      await shotThemes(page, 'wishlists', locale);
      await page.getByTestId('wishlist-tile').filter({ hasText: 'Abha weekend' }).click();
      await expect(page.getByTestId('wishlist-name')).toHaveText('Abha weekend');
      await expect(page.getByTestId('saved-experience')).toHaveCount(1);
      await shotThemes(page, 'wishlist-list', locale);

      // Move it to the other list: this one is empty now, the other holds it.
      await page.getByTestId('saved-move').selectOption({ label: other.name });
      await expect(page.getByText(amsg(locale, 'wishlists.listEmptyTitle'))).toBeVisible();
      await page.goto(`/wishlist/list/${other.id}`);
      await expect(page.getByTestId('saved-experience')).toContainText(exp.data[0]!.name);

      // Rename, then delete the list; the experience stays saved.
      await page.getByTestId('list-rename').click();
      await page.getByTestId('list-name-input').fill(locale === 'ar' ? 'العلا مع العائلة' : 'AlUla with family');
      await page.getByTestId('list-name-save').click();
      await expect(page.getByTestId('wishlist-name')).toHaveText(locale === 'ar' ? 'العلا مع العائلة' : 'AlUla with family');
      await page.getByTestId('list-delete').click();
      await page.getByTestId('list-delete-confirm').click();
      await expect(page).toHaveURL(/\/wishlist$/);
      await expect(page.getByTestId('wishlist-tile')).toHaveCount(1);
      const saved = (await (await request.get('/api/Manage/FavouriteExperiences?PageSize=50', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Array<{ experience: { id: number }; favouriteNameId: string | null }> };
      expect(saved.data.find((f) => f.experience.id === exp.data[0]!.id)?.favouriteNameId).toBeNull();
    });
  }
});
