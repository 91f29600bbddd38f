import { expect, test } from '@playwright/test';
import { accessToken, createGuest, locales } from '../support/discovery';
import { closePopups, demoHost, mmsg, pngBytes, send, shotThemes, signedInBrowser, userIdOf } from '../support/messaging';
import { shot } from '../support/site';
import { bmsg, cards, checkoutUrl, fillCard, findBookable } from '../support/booking';

/**
 * Issue 14: a guest and a host in two browsers. The guest starts a chat with the host from an
 * experience page ("Message the host" lands on /messages?to=…), the host sees it arrive live (the list, the bell with its
 * popup, the messages count), opens it (the guest sees "Seen"), answers with an image, and the
 * guest sees it live with the host online. The guest then books one of the host's experiences
 * (a new card through 3-D Secure) and the host's bell rings live with the booking. Then a message
 * sent offline fails, keeps its text and goes on Retry. Each run signs up its own guest; the host
 * is the demo host.
 */
test.describe('messaging', () => {
  for (const locale of locales) {
    test(`guest and host talk live; the host's bell rings (${locale})`, async ({ browser, request }) => {
      // Two browsers, a sign-up, eight screenshots: longer than a one-page journey.
      test.setTimeout(240_000);
      const guest = await createGuest(request);
      const hostId = await userIdOf(request, demoHost);
      const list = (await (await request.get(`/api/Home/ExperiencesList?PageNumber=1&PageSize=1&HostsIds=${hostId}`)).json()) as { data: Array<{ id: number }> };
      const experienceId = list.data[0]!.id;

      const h = await signedInBrowser(browser, locale, demoHost, '/messages');
      const g = await signedInBrowser(browser, locale, guest, `/experiences/details/${experienceId}`, 'message-host');
      try {
        // "Message the host" on the experience page opens the messages area on a new chat with them.
        await g.page.getByTestId('message-host').click();
        await expect(g.page).toHaveURL(new RegExp(`/messages\\?to=${hostId}&experience=${experienceId}$`));
        // The first visit loads the messaging remote: on a busy machine that alone can take a while.
        await expect(g.page.getByTestId('messaging-page')).toBeVisible({ timeout: 45_000 });
        const bell = h.page.getByTestId('notification-bell');
        const before = Number(await bell.getAttribute('data-unread'));

        // The guest writes first: the chat opens with the first message.
        await expect(g.page.getByTestId('conversation-name')).not.toBeEmpty();
        const stamp = String(Date.now());
        const hello = `${locale === 'ar' ? 'مرحبًا، هل التجربة مناسبة للعائلات؟' : 'Hello, is the experience suitable for families?'} ${stamp}`;
        await send(g.page, hello);
        await expect(g.page).toHaveURL(/\/messages\?chat=\d+/);
        await expect(g.page.getByTestId('message').filter({ hasText: hello })).toHaveAttribute('data-mine', 'true');
        await expect(g.page.getByTestId('message-outgoing')).toHaveCount(0);

        // The host sees it live: the new chat at the top with its badge, the bell's dot and popup, the count.
        const row = h.page.getByTestId('chat-row').filter({ hasText: hello });
        await expect(row).toBeVisible();
        await expect(row.getByTestId('chat-unread')).toBeVisible();
        await expect(bell).toHaveAttribute('data-unread', String(before + 1));
        await expect(bell.getByTestId('notification-dot')).toBeVisible();
        await expect(h.page.getByTestId('notification-popup').first()).toBeVisible();
        await expect(h.page.getByTestId('messages-count')).toBeVisible();
        await shot(h.page, `messaging-host-popup-${locale}`);

        // The bell's dropdown, both themes (opening it clears the popups: it lists the same).
        await bell.click();
        await expect(h.page.getByTestId('notification-popup')).toHaveCount(0);
        const panel = h.page.getByTestId('notification-panel');
        await expect(panel.getByRole('heading', { name: mmsg(locale, 'shell.live.title') })).toBeVisible();
        await expect(panel.getByTestId('notification-item').first()).toHaveAttribute('data-read', 'false');
        await shotThemes(h.page, 'bell', locale, async () => {
          if (!(await panel.isVisible())) await bell.click();
          await expect(panel).toBeVisible();
        });
        await h.page.keyboard.press('Escape');

        // The host opens the chat: it is marked read, and the guest sees "Seen" live.
        await row.click();
        await expect(h.page.getByTestId('messages').getByText(hello)).toBeVisible();
        await expect(row.getByTestId('chat-unread')).toHaveCount(0);
        await expect(g.page.getByTestId('message-seen')).toBeVisible();

        // The host finds the chat again by a word of the message (the list's search box).
        const search = h.page.getByTestId('chat-search');
        await search.fill(stamp);
        await expect(h.page.getByTestId('chat-row')).toHaveCount(1);
        await expect(h.page.getByTestId('chat-row').locator('mark')).toHaveText(stamp);
        await shot(h.page, `messaging-search-${locale}`);
        await h.page.getByTestId('chat-search-clear').click();
        await expect(search).toHaveValue('');

        // The host answers with an image; the guest gets both live, and sees the host online.
        await h.page.getByTestId('composer-files').setInputFiles({ name: 'meeting-point.png', mimeType: 'image/png', buffer: pngBytes });
        await expect(h.page.getByTestId('composer-file')).toContainText('meeting-point.png');
        const reply = `${locale === 'ar' ? 'أهلًا! نعم، هذه صورة نقطة التجمع.' : 'Welcome! Yes — here is the meeting point.'} ${Date.now()}`;
        await send(h.page, reply);
        const received = g.page.getByTestId('message').filter({ hasText: reply });
        await expect(received).toHaveAttribute('data-mine', 'false');
        await expect(received.getByTestId('attachment-image').locator('img')).toBeVisible();
        await expect(g.page.getByTestId('conversation').getByTestId('presence')).toHaveAttribute('data-online', 'true');
        await expect(g.page.getByTestId('conversation').getByTestId('presence')).toHaveText(mmsg(locale, 'messaging.presence.online'));

        await closePopups(g.page);
        await shotThemes(g.page, 'desktop', locale);
        await g.page.setViewportSize({ width: 390, height: 844 });
        await expect(g.page.getByTestId('conversation-back')).toBeVisible();
        await shotThemes(g.page, 'mobile-thread', locale);
        await g.page.getByTestId('conversation-back').click();
        await expect(g.page.getByTestId('chat-row').first()).toBeVisible();
        await shotThemes(g.page, 'mobile-list', locale);
        await g.page.setViewportSize({ width: 1280, height: 800 });

        // The guest books one of the host's experiences: the host's bell rings live with it
        // (a popup and an unread item), while the host is on another page of the site.
        await h.page.goto('/');
        await expect(bell).toBeVisible();
        const b = await findBookable(request, 0, 0, hostId);
        await g.page.goto(checkoutUrl(b));
        await expect(g.page.getByTestId('checkout-page')).toBeVisible();
        // A new guest has no saved card: the card form is there at once.
        await fillCard(g.page, locale, cards.challenge);
        await g.page.getByRole('button', { name: new RegExp(bmsg(locale, 'booking.pay.payAmount', { amount: '.+' })) }).click();
        await expect(g.page).toHaveURL(/\/challenge\//);
        await g.page.locator('button[value="approve"]').click();
        await expect(g.page).toHaveURL(/\/booking-confirmed\/\d+/);
        const booked = /New booking for|حجز جديد في/;
        await expect(h.page.getByTestId('notification-popup').filter({ hasText: booked })).toBeVisible();
        await expect(bell.getByTestId('notification-dot')).toBeVisible();
        await shot(h.page, `messaging-host-booking-popup-${locale}`);
        await bell.click();
        await expect(h.page.getByTestId('notification-panel').getByTestId('notification-item').filter({ hasText: booked }).first()).toHaveAttribute('data-read', 'false');
        await h.page.keyboard.press('Escape');
      } finally {
        await Promise.all([g.context.close(), h.context.close()]);
      }
    });

    test(`a message sent offline keeps its text and goes on Retry (${locale})`, async ({ browser, request }) => {
      const guest = await createGuest(request);
      const hostId = await userIdOf(request, demoHost);
      const g = await signedInBrowser(browser, locale, guest, `/messages?to=${hostId}`);
      try {
        await expect(g.page.getByTestId('conversation-name')).not.toBeEmpty();
        const text = `${locale === 'ar' ? 'هل يُسمح بالحيوانات الأليفة؟' : 'Are pets allowed?'} ${Date.now()}`;
        await g.context.setOffline(true);
        await send(g.page, text);
        const outgoing = g.page.getByTestId('message-outgoing');
        await expect(outgoing).toHaveAttribute('data-status', 'failed');
        await expect(outgoing).toContainText(text);
        await expect(outgoing.getByTestId('message-error')).toHaveText(mmsg(locale, 'messaging.error.offline'));
        await shotThemes(g.page, 'failed', locale);

        await g.context.setOffline(false);
        await outgoing.getByTestId('message-retry').click();
        await expect(g.page.getByTestId('message-outgoing')).toHaveCount(0);
        await expect(g.page.getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-mine', 'true');
        await expect(g.page).toHaveURL(/\/messages\?chat=\d+/);
      } finally {
        await g.context.close();
      }
    });

    test(`a search result opens the chat at the matched message, also when that chat is already open (${locale})`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const guest = await createGuest(request);
      const hostId = await userIdOf(request, demoHost);
      // 52 messages: the one searched for is the first, on the second page of 50 (not loaded when the chat opens).
      const token = await accessToken(request, guest);
      const headers = { Authorization: `Bearer ${token}` };
      const stamp = String(Date.now());
      const needle = `${locale === 'ar' ? 'هل يمكن أن نلتقي عند البوابة الشرقية؟' : 'Could we meet at the east gate?'} ${stamp}`;
      const opened = await request.post(`/api/Messages/CurrentUserNewMessage/${hostId}`, { headers, data: { content: needle, filesIds: null } });
      expect(opened.ok()).toBe(true);
      const { chatId, messageId } = ((await opened.json()) as { data: { chatId: number; messageId: number } }).data;
      for (let i = 1; i <= 51; i++) {
        const res = await request.post(`/api/Messages/CurrentUserReply/${chatId}`, { headers, data: { content: `${locale === 'ar' ? 'رسالة' : 'Message'} ${i}`, filesIds: null } });
        expect(res.ok()).toBe(true);
      }

      // The chat is open, at its newest message.
      const g = await signedInBrowser(browser, locale, guest, `/messages?chat=${chatId}`);
      try {
        const page = g.page;
        await closePopups(page);
        // The bubble's exact text: the item's text runs on into its time ("Message 5" + "11:09 AM"
        // contains "Message 51" from 10:00 to 11:59 and from 22:00 to 23:59).
        await expect(page.getByTestId('message').filter({ has: page.getByText(locale === 'ar' ? 'رسالة 51' : 'Message 51', { exact: true }) })).toBeVisible();
        const target = page.locator(`[data-testid="message"][data-message-id="${messageId}"]`);
        await expect(target).toHaveCount(0);

        // Search for it and choose the result: older pages load, the message is in view and ringed.
        const search = page.getByTestId('chat-search');
        await search.fill(stamp);
        const result = page.getByTestId('chat-row').filter({ has: page.locator('mark', { hasText: stamp }) });
        await expect(result).toHaveCount(1);
        await result.click();
        await expect(page).toHaveURL(new RegExp(`/messages\\?chat=${chatId}&message=${messageId}$`));
        await expect(target).toHaveAttribute('aria-current', 'true');
        await expect(target).toBeInViewport();
        await expect(target).toBeFocused();
        await shotThemes(page, 'search-open', locale, async () => {
          await expect(target).toBeInViewport();
        });

        // The reader goes back to the newest message, then chooses the same result again: back at the match.
        // (The list runs bottom-up, column-reverse: scrollTop 0 is the newest end.)
        await page.getByTestId('conversation-scroll').evaluate((el) => el.scrollTo({ top: 0 }));
        await expect(target).not.toBeInViewport();
        await result.click();
        await expect(target).toBeInViewport();
        await expect(target).toHaveAttribute('aria-current', 'true');

        // From the plain list, the chat opens at the newest again, with no ring.
        await page.getByTestId('chat-search-clear').click();
        await page.getByTestId('chat-row').filter({ hasText: locale === 'ar' ? 'رسالة 51' : 'Message 51' }).click();
        await expect(page).toHaveURL(new RegExp(`/messages\\?chat=${chatId}$`));
        await expect(page.locator('[data-testid="message"][aria-current="true"]')).toHaveCount(0);

        // A link to the message (a fresh page: nothing cached) opens there too.
        await page.goto(`/messages?chat=${chatId}&message=${messageId}`);
        await expect(target).toHaveAttribute('aria-current', 'true');
        await expect(target).toBeInViewport();
      } finally {
        await g.context.close();
      }
    });
  }
});
