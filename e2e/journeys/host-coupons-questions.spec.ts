import { expect, test } from '@playwright/test';
import { createAccount, signInAt, useLanguage } from '../support/account';
import { locales } from '../support/discovery';
import { apiGet, apiPost, demoHost, hmsg, hostShots, token } from '../support/host-dashboard';

/**
 * Issue 17: the demo host's coupons (add, edit, delete in the modal) and guests' questions (hide
 * one from the listing, show it again). Each run works on its own coupon code and its own question.
 */
test.describe('host coupons and questions', () => {
  for (const locale of locales) {
    test(`the demo host adds, edits and deletes a coupon, and hides then shows a question (${locale})`, async ({ page, request }) => {
      const stamp = `${locale.toUpperCase()}${Date.now() % 1_000_000}`;
      const code = `SPRING${stamp}`;
      const hostToken = await token(request, demoHost);
      const listings = await apiGet<{ data: Array<{ id: number; status: { name: string }; pauseFrom: string | null }> }>(request, '/api/Experiences/HostList', hostToken, { PageSize: 50 });
      const published = listings.data.filter((e) => e.status.name === 'approved' && !e.pauseFrom);
      expect(published.length).toBeGreaterThan(0);
      const asker = await createAccount(request, `host-questions-${locale}`);
      const question = `${locale === 'ar' ? 'هل المكان مناسب لكبار السن؟' : 'Is the place fine for older guests?'} #${stamp}`;
      await apiPost(request, `/api/ExperiencesUsersQuestions/AskQuestion/${published[0]!.id}`, await token(request, asker), { question });

      await signInAt(page, '/coupons', demoHost, 'host-coupons-page');
      await useLanguage(page, locale);
      await expect(page.getByRole('heading', { level: 1, name: hmsg(locale, 'host.coupons.title') })).toBeVisible();

      // Add: a refused value keeps what was typed; a valid coupon joins the list.
      await page.getByRole('button', { name: hmsg(locale, 'host.coupons.add') }).click();
      const add = page.getByRole('dialog', { name: hmsg(locale, 'host.coupons.addTitle') });
      const experience = add.getByRole('combobox', { name: hmsg(locale, 'host.coupons.experience') });
      await expect(experience.locator('option')).not.toHaveCount(1);
      await experience.selectOption({ index: 1 });
      await add.getByRole('textbox', { name: hmsg(locale, 'host.coupons.code'), exact: true }).fill(code);
      await add.getByRole('textbox', { name: hmsg(locale, 'host.coupons.name'), exact: true }).fill(locale === 'ar' ? 'خصم الربيع' : 'Spring offer');
      await add.getByRole('textbox', { name: hmsg(locale, 'host.coupons.value'), exact: true }).fill('150');
      await add.getByRole('textbox', { name: hmsg(locale, 'host.coupons.days'), exact: true }).fill('10');
      await add.getByRole('button', { name: hmsg(locale, 'host.coupons.save') }).click();
      await expect(add.getByText(hmsg(locale, 'validation.percentMax100'))).toBeVisible();
      await expect(add.getByRole('textbox', { name: hmsg(locale, 'host.coupons.code'), exact: true })).toHaveValue(code);
      await add.getByRole('textbox', { name: hmsg(locale, 'host.coupons.value'), exact: true }).fill('15');
      await add.getByRole('button', { name: hmsg(locale, 'host.coupons.save') }).click();
      await expect(add).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toBeVisible();
      await hostShots(page, 'coupons', locale);

      // Edit the name in the same modal.
      await row.getByRole('button', { name: hmsg(locale, 'host.coupons.editOne', { code }) }).click();
      const edit = page.getByRole('dialog', { name: hmsg(locale, 'host.coupons.editTitle') });
      await expect(edit.getByRole('textbox', { name: hmsg(locale, 'host.coupons.code'), exact: true })).toHaveValue(code);
      const renamed = locale === 'ar' ? 'عرض الربيع المحدّث' : 'Spring offer, renewed';
      await edit.getByRole('textbox', { name: hmsg(locale, 'host.coupons.name'), exact: true }).fill(renamed);
      await edit.getByRole('button', { name: hmsg(locale, 'host.coupons.save') }).click();
      await expect(edit).toBeHidden();
      await expect(row).toContainText(renamed);

      // Delete after confirming.
      await row.getByRole('button', { name: hmsg(locale, 'host.coupons.deleteOne', { code }) }).click();
      const confirm = page.getByRole('dialog', { name: hmsg(locale, 'host.coupons.deleteTitle') });
      await confirm.getByRole('button', { name: hmsg(locale, 'host.coupons.delete'), exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);

      // Questions: the new one is unanswered; hide it from the listing, then show it again.
      const tabs = page.getByRole('navigation', { name: hmsg(locale, 'host.nav.label') });
      await tabs.getByRole('link', { name: hmsg(locale, 'host.nav.questions') }).click();
      await expect(page.getByTestId('host-questions-page')).toBeVisible();
      await page.getByRole('button', { name: hmsg(locale, 'host.questionsPage.unanswered'), exact: true }).click();
      await expect(page).toHaveURL(/unanswered=1/);
      const item = page.getByTestId('questions-list').getByRole('listitem').filter({ hasText: question });
      await item.getByRole('button', { name: hmsg(locale, 'host.questionsPage.hide') }).click();
      await expect(item.getByText(hmsg(locale, 'host.questionsPage.hidden'), { exact: true })).toBeVisible();
      await hostShots(page, 'questions', locale, ['light']);
      await item.getByRole('button', { name: hmsg(locale, 'host.questionsPage.show') }).click();
      await expect(item.getByText(hmsg(locale, 'host.questionsPage.hidden'), { exact: true })).toHaveCount(0);
    });
  }
});
