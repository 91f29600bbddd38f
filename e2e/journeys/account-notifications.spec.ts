import { expect, test } from '@playwright/test';
import { locales } from '../support/discovery';
import { demoHost, userIdOf } from '../support/messaging';
import { amsg, apiToken, createAccount, shotThemes, signInAt, useLanguage } from '../support/account';

/**
 * Issue 13, `/profile/notifications`: a new guest writes to the demo host, the host answers, and the
 * guest's notification (the host's reply) is on the page: it links to the chat, marking it read
 * here clears the bell's red dot in the header (the shell reads the same API), and opening it leads
 * to the conversation.
 */
test.describe('account notifications', () => {
  locales.forEach((locale) => {
    test(`see the notifications, mark one read, open its chat (${locale})`, async ({ page, request }) => {
      const account = await createAccount(request, 'notes');
      const hostId = await userIdOf(request, demoHost);
      const asked = await request.post(`/api/Messages/CurrentUserNewMessage/${hostId}`, {
        headers: { authorization: `Bearer ${await apiToken(request, account)}` },
        data: { content: 'Hello! Is the Friday tour still on?', filesIds: null },
      });
      expect(asked.ok(), await asked.text()).toBe(true);
      const chatId = ((await asked.json()) as { data: { chatId: number } }).data.chatId;
      const reply = await request.post(`/api/Messages/CurrentUserReply/${chatId}`, {
        headers: { authorization: `Bearer ${await apiToken(request, demoHost)}` },
        data: { content: 'Yes, see you on Friday at ten.', filesIds: null },
      });
      expect(reply.ok(), await reply.text()).toBe(true);

      await signInAt(page, '/profile/notifications', account, 'notifications-page');
      await useLanguage(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(amsg(locale, 'notifications.title'));
      await expect(page).toHaveTitle(new RegExp(amsg(locale, 'notifications.title')));
      const row = page.getByTestId('notification-row').first();
      await expect(row).toHaveAttribute('data-read', 'false');
      await expect(row.getByRole('link')).toHaveAttribute('href', `/messages?chat=${chatId}`);
      const bell = page.getByTestId('notification-bell');
      await expect(bell).toHaveAttribute('data-unread', '1');
      await shotThemes(page, 'notifications', locale);

      // Marked read here: the header's bell follows.
      await row.getByTestId('notification-row-mark-read').click();
      await expect(row).toHaveAttribute('data-read', 'true');
      await expect(page.getByTestId('notifications-mark-all')).toBeDisabled();
      await expect(bell).toHaveAttribute('data-unread', '0');

      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/messages\\?chat=${chatId}`));
    });
  });
});
