import { expect, test } from '@playwright/test';
import { createAccount } from '../support/account';
import { locales } from '../support/discovery';
import { apiGet, apiPost, demoGuestTicket, demoHost, hmsg, hostShots, token } from '../support/host-dashboard';

/**
 * Issue 17: the demo host's day in the host area. Each run adds its own question (a new guest asks
 * it) so answering never depends on what another run left; the ticket is the demo guest's seeded
 * ticket at the host's experience (checked in by the first run, so the verdict is read from the
 * guest's own order first).
 */
test.describe('host dashboard', () => {
  for (const locale of locales) {
    test(`the demo host checks bookings, a ticket, a listing's pause, a question and the IBAN (${locale})`, async ({ page, request }) => {
      // A guest asks a question on one of the host's published experiences.
      const hostToken = await token(request, demoHost);
      const listings = await apiGet<{ data: Array<{ id: number; status: { name: string }; pauseFrom: string | null; name: string }> }>(request, '/api/Experiences/HostList', hostToken, { PageSize: 50 });
      const published = listings.data.filter((e) => e.status.name === 'approved' && !e.pauseFrom);
      expect(published.length).toBeGreaterThan(0);
      const asker = await createAccount(request, `host-question-${locale}`);
      const question = `${locale === 'ar' ? 'هل يمكن إحضار طفل عمره سنتان؟' : 'Can I bring a two-year-old?'} #${Date.now() % 100000}`;
      await apiPost(request, `/api/ExperiencesUsersQuestions/AskQuestion/${published[0]!.id}`, await token(request, asker), { question });

      // Sign in through the guard, in the journey's language.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
      await page.getByTestId('signin-email').fill(demoHost.email);
      await page.getByTestId('signin-password').fill(demoHost.password);
      await page.getByTestId('signin-submit').click();
      await expect(page.getByTestId('host-dashboard-page')).toBeVisible();
      const html = page.locator('html');
      if (!(await html.getAttribute('lang'))?.startsWith(locale)) await page.getByTestId('language-switch').click();
      await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: hmsg(locale, 'host.dashboard.title') })).toBeVisible();
      await expect(page.getByTestId('stat-earnings').getByTestId('sparkline')).toBeVisible();
      await expect(page.getByTestId('upcoming-list').getByRole('listitem').first()).toBeVisible();
      await hostShots(page, 'dashboard', locale);

      // Answer the new question in place: it leaves the unanswered list.
      const item = page.getByTestId('unanswered-questions').getByRole('listitem').filter({ hasText: question });
      await item.getByRole('button', { name: hmsg(locale, 'host.questions.reply') }).click();
      await item.getByLabel(hmsg(locale, 'host.questions.answer')).fill(locale === 'ar' ? 'نعم، الأطفال مرحب بهم.' : 'Yes, little ones are welcome.');
      await item.getByRole('button', { name: hmsg(locale, 'host.questions.send') }).click();
      await expect(page.getByTestId('unanswered-questions').getByText(question)).toHaveCount(0);

      const tabs = page.getByRole('navigation', { name: hmsg(locale, 'host.nav.label') });

      // Analytics over 12 months: the charts draw (chart.js loads with the first one), the per-experience
      // table links each listing to its insights on the same period.
      await tabs.getByRole('link', { name: hmsg(locale, 'host.nav.analytics') }).click();
      await expect(page.getByTestId('host-analytics-page')).toBeVisible();
      await page.getByRole('button', { name: hmsg(locale, 'host.range.12m') }).click();
      await expect(page).toHaveURL(/range=12m/);
      await expect(page.getByTestId('earnings-chart')).toHaveAttribute('data-state', 'ready');
      const perExperience = page.getByRole('table', { name: hmsg(locale, 'host.analytics.tableTitle') });
      await expect(perExperience.getByRole('row').nth(1)).toBeVisible();
      await hostShots(page, 'analytics', locale);
      await perExperience.getByRole('row').nth(1).getByRole('link').click();
      await expect(page.getByTestId('host-insights-page')).toBeVisible();
      await expect(page).toHaveURL(/\/insights\?range=12m/);
      await expect(page.getByTestId('insights-views').locator('[data-state="ready"]')).toBeVisible();
      await hostShots(page, 'insights', locale, ['light']);

      // Bookings filtered by payout status: the page resets and every row's payout pill says so.
      await tabs.getByRole('link', { name: hmsg(locale, 'host.nav.bookings') }).click();
      await expect(page.getByTestId('host-bookings-page')).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await hostShots(page, 'bookings', locale);
      await page.getByLabel(hmsg(locale, 'host.bookings.filter.payout')).selectOption({ label: hmsg(locale, 'host.payoutStatus.completed') });
      await expect(page).toHaveURL(/payout=2/);
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows.nth(1)).toBeVisible();
      await expect(page.getByRole('table').getByText(hmsg(locale, 'host.payoutStatus.pending'), { exact: true })).toHaveCount(0);
      await expect(page.getByRole('table').getByText(hmsg(locale, 'host.payoutStatus.completed'), { exact: true }).first()).toBeVisible();
      await hostShots(page, 'bookings-paid-out', locale, ['light']);

      // A booking's details: the guest's ticket at the door — unknown code, then the real one (valid once, then already used).
      const ticket = await demoGuestTicket(request, listings.data.map((e) => e.id));
      await page.goto(`/bookings/details/${ticket.orderId}`);
      await expect(page.getByTestId('host-booking-details-page')).toBeVisible();
      const check = page.getByTestId('ticket-check');
      await check.getByLabel(hmsg(locale, 'host.ticket.code')).fill('ZZZZ-ZZZZ-ZZZZ');
      await check.getByTestId('ticket-submit').click();
      await expect(check.getByText(hmsg(locale, 'host.ticket.unknown'))).toBeVisible();
      await check.getByLabel(hmsg(locale, 'host.ticket.code')).fill(ticket.code.toLowerCase());
      await check.getByTestId('ticket-submit').click();
      await expect(check.getByTestId('ticket-verdict')).toHaveAttribute('data-verdict', ticket.checkedIn ? 'alreadyUsed' : 'valid');
      await check.getByTestId('ticket-submit').click();
      await expect(check.getByTestId('ticket-verdict')).toHaveAttribute('data-verdict', 'alreadyUsed');
      await expect(check.getByTestId('ticket-verdict')).toContainText(hmsg(locale, 'host.ticket.verdict.alreadyUsed'));
      await hostShots(page, 'booking-ticket', locale);

      // "Message the guest": the messages area opens on the chat with this booking's guest.
      await page.getByTestId('message-guest').click();
      await expect(page).toHaveURL(/\/messages\?to=\d+/);
      await expect(page.getByTestId('messaging-page')).toBeVisible();
      await page.goBack();
      await expect(page.getByTestId('host-booking-details-page')).toBeVisible();

      // The calendar: the month view with the host's booked slots, then the week view; the side mini calendar folds away.
      await tabs.getByRole('link', { name: hmsg(locale, 'host.nav.scheduler') }).click();
      const calendar = page.getByTestId('main-calendar');
      await expect(calendar.locator('.fc-dayGridMonth-view')).toBeVisible();
      await expect(calendar.locator('.fc-event').first()).toBeVisible();
      await expect(page.locator('.fc').first()).toHaveClass(locale === 'ar' ? /fc-direction-rtl/ : /fc-direction-ltr/);
      await hostShots(page, 'calendar-month', locale);
      await calendar.getByRole('button', { name: hmsg(locale, 'host.scheduler.week') }).click();
      await expect(calendar.locator('.fc-timeGridWeek-view')).toBeVisible();
      await hostShots(page, 'calendar-week', locale, ['dark']);
      await page.getByRole('button', { name: hmsg(locale, 'host.scheduler.hideMini') }).click();
      await expect(page.getByTestId('mini-calendar')).toHaveCount(0);

      // Pause a listing until reactivated, then reactivate it.
      const listing = published[locale === 'ar' ? published.length - 1 : 0]!;
      await tabs.getByRole('link', { name: hmsg(locale, 'host.nav.experiences') }).click();
      const card = page.getByTestId(`experience-${listing.id}`);
      await card.getByRole('button', { name: hmsg(locale, 'host.experiences.pause') }).click();
      const dialog = page.getByRole('dialog');
      // The start defaults to today on the platform's calendar (Riyadh), the earliest the API accepts.
      await expect(dialog.getByRole('textbox', { name: hmsg(locale, 'host.pause.from'), exact: true })).not.toHaveValue('');
      await dialog.getByLabel(hmsg(locale, 'host.pause.till')).check();
      await dialog.getByRole('button', { name: hmsg(locale, 'host.pause.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('button', { name: hmsg(locale, 'host.experiences.unpause') })).toBeVisible();
      await card.getByRole('button', { name: hmsg(locale, 'host.experiences.unpause') }).click();
      await expect(card.getByRole('button', { name: hmsg(locale, 'host.experiences.pause') })).toBeVisible();

      // Edit opens the wizard's edit modal (mf-host-wizard's parcel) on this listing; Esc closes it.
      await card.getByRole('button', { name: hmsg(locale, 'host.experiences.edit'), exact: true }).click();
      const editor = page.getByRole('dialog');
      await expect(editor.getByTestId('host-wizard')).toBeVisible({ timeout: 30_000 });
      await hostShots(page, 'edit-modal', locale, ['light']);
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();

      // The IBAN: a wrong checksum is refused under the field with the value kept; a valid one is saved.
      await tabs.getByRole('link', { name: hmsg(locale, 'host.nav.payouts') }).click();
      await expect(page.getByTestId('host-payouts-page')).toBeVisible();
      const iban = page.getByLabel(hmsg(locale, 'host.iban.label'));
      await iban.fill('SA0380000000608010167518');
      await page.getByRole('button', { name: hmsg(locale, 'host.iban.save') }).click();
      await expect(iban).toHaveAttribute('aria-invalid', 'true');
      await expect(iban).toHaveValue('SA0380000000608010167518');
      await iban.fill('SA03 8000 0000 6080 1016 7519');
      await page.getByRole('button', { name: hmsg(locale, 'host.iban.save') }).click();
      await expect(page.getByText(hmsg(locale, 'host.iban.saved'))).toBeVisible();
      await expect(page.getByTestId('iban-current')).toContainText('7519');
      await hostShots(page, 'payouts', locale);
    });
  }
});
