import { expect, test, type Locator, type Page } from '@playwright/test';
// The validation messages are libs/i18n's form catalogue (they load after a first render; the wizard's first waits for them).
import formsAr from '../../libs/i18n/src/i18n/forms/ar.json';
import formsEn from '../../libs/i18n/src/i18n/forms/en.json';
import { locales, setTheme, type Locale, type Theme } from '../support/discovery';
import { hmsg } from '../support/host-dashboard';
import { approvedHost, approvedSubmission, expectStep, field, submittedEdit, submittedExperience, wizard, wizardShots, wmsg } from '../support/host-wizard';
import { shot } from '../support/site';
import { reviewerPage, signIn } from '../support/verification';

/**
 * Issue 16, moderation's second round: staff sends a submitted experience back with a note; the
 * host sees the listing as "changes requested" on /my-experiences, opens it in the wizard's edit
 * modal, reads the note above the step, fixes the description and submits again from the review
 * step; staff finds the revision in the queue with the new text. The submission itself is made
 * through the API (the 18 steps in the browser are the host-wizard journey's). Screenshots:
 * the note in the edit modal and the queue in both themes, the resubmitted dialog in the
 * journey's theme (English light, Arabic dark). The second test is the same round for an edit of a
 * live listing: the listing stays live while its edit is sent back and resubmitted, and the queue
 * labels it "Edit of a live listing", then "…, resubmitted after review".
 */
const queueRow = (staffPage: Page, name: string): Locator => staffPage.getByTestId('moderation-queue').getByRole('row').filter({ hasText: name });

/** The queue row's label: its kind (`data-kind`) and the words staff read. */
async function expectKind(row: Locator, locale: Locale, kind: 'revision' | 'resubmitted' | 'revisionResubmitted'): Promise<void> {
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-kind]')).toHaveAttribute('data-kind', kind);
  await expect(row.locator('[data-kind]')).toHaveText(wmsg(locale, `host-wizard.moderation.kind.${kind}`));
}

/** Staff, on the submission's page: the note, send back; the row leaves the queue. */
async function sendBack(staffPage: Page, locale: Locale, name: string, note: string): Promise<void> {
  const submission = staffPage.getByTestId('moderation-submission');
  await field(submission, wmsg(locale, 'host-wizard.moderation.note')).fill(note);
  await submission.getByRole('button', { name: wmsg(locale, 'host-wizard.moderation.sendBack') }).click();
  await expect(staffPage.getByTestId('moderation-queue')).toBeVisible();
  await expect(queueRow(staffPage, name)).toHaveCount(0);
}

/**
 * A live listing whose edit was sent back, as its card and its details page say it: still
 * "Published" (exact: the next line says "published version"), the edit's state beside it, that
 * guests see the published version, and the moderator's note.
 */
async function expectEditSentBack(scope: Locator, locale: Locale, noteTestId: string, note: string): Promise<void> {
  await expect(scope.getByText(hmsg(locale, 'host.listingStatus.approved'), { exact: true })).toBeVisible();
  await expect(scope.getByTestId('edit-status')).toHaveText(hmsg(locale, 'host.review.editStatus.resubmit'));
  await expect(scope.getByText(hmsg(locale, 'host.review.editNotLive'))).toBeVisible();
  const shown = scope.getByTestId(noteTestId);
  await expect(shown).toContainText(hmsg(locale, 'host.review.note'));
  await expect(shown).toContainText(note);
}

/** The host, in the open edit modal: fix the description, go to the review step (every step is complete) and submit again. */
async function fixAndResubmit(page: Page, locale: Locale, fixed: string): Promise<Locator> {
  await field(wizard(page), wmsg(locale, 'host-wizard.highlights.description')).fill(fixed);
  await wizard(page).getByRole('button', { name: wmsg(locale, 'host-wizard.frame.continue'), exact: true }).click();
  await expectStep(page, locale, 'host-wizard.step.4.atHost');
  await wizard(page).getByRole('button', { name: new RegExp(wmsg(locale, 'host-wizard.step.18')) }).click();
  await expectStep(page, locale, 'host-wizard.step.18');
  await wizard(page).getByRole('button', { name: wmsg(locale, 'host-wizard.frame.submit') }).click();
  const submitted = page.getByRole('dialog', { name: wmsg(locale, 'host-wizard.dialog.submitted') });
  await expect(submitted).toBeVisible();
  return submitted;
}

test.describe('host wizard: send back and resubmit', () => {
  for (const locale of locales) {
    test(`staff sends an experience back with a note, the host fixes and resubmits it (${locale})`, async ({ page, browser, request }) => {
      test.setTimeout(240_000);
      const theme: Theme = locale === 'en' ? 'light' : 'dark';
      const run = `${Date.now() % 1_000_000}`;
      const name = locale === 'ar' ? `جولة قصر المصمك ${run}` : `Masmak fortress walk ${run}`;
      const note = locale === 'ar' ? 'أضف وصفًا لنقطة اللقاء عند البوابة.' : 'Say where guests meet at the gate.';
      const fixed = locale === 'ar' ? 'نلتقي عند البوابة الخشبية الكبيرة لقصر المصمك ونمشي معًا بين الأبراج.' : 'We meet at the great wooden gate of Masmak and walk the towers together.';

      const staff = await reviewerPage(browser, locale, '/experiences-review', 'moderation-queue');
      try {
        const host = await approvedHost(request, staff.context, `send-back-${locale}`);
        const id = await submittedExperience(request, host, name, locale === 'ar' ? 'جولة في قصر المصمك.' : 'A walk through the fortress.');

        // Staff: the submission, a note, send back.
        await staff.page.goto(`/experiences-review/${id}`);
        const submission = staff.page.getByTestId('moderation-submission');
        await expect(submission.getByRole('heading', { level: 1, name })).toBeVisible();
        await submission.getByRole('button', { name: wmsg(locale, 'host-wizard.moderation.sendBack') }).click();
        // A send-back without a note is refused where the note goes, and nothing is sent.
        await expect(submission.getByText((locale === 'ar' ? formsAr : formsEn)['validation.min5'])).toBeVisible();
        await expect(staff.page).toHaveURL(new RegExp(`/experiences-review/${id}$`));
        await sendBack(staff.page, locale, name, note);

        // The host: the listing waits for changes; Edit opens the wizard with the note.
        await signIn(page, '/my-experiences', host, 'host-experiences-page', locale);
        const card = page.getByTestId(`experience-${id}`);
        await expect(card.getByText(hmsg(locale, 'host.listingStatus.resubmit'))).toBeVisible();
        const modal = page.getByRole('dialog', { name: hmsg(locale, 'host.experiences.editTitle', { name }) });
        // The theme cannot be switched while the modal is open: open it once per theme (Back on
        // the first step closes it), and go on in the journey's theme.
        for (const shotTheme of [theme === 'light' ? 'dark' : 'light', theme] as const) {
          await setTheme(page, shotTheme);
          await card.getByRole('button', { name: hmsg(locale, 'host.experiences.edit') }).click();
          await expectStep(page, locale, 'host-wizard.step.3');
          const shown = wizard(page).getByTestId('moderation-note');
          await expect(shown).toContainText(wmsg(locale, 'host-wizard.frame.noteSentBack'));
          await expect(shown).toContainText(note);
          // The modal's lists load (the parcel keeps its API client through the slot's updates)
          // and the listing's category is the one chosen.
          await expect(field(wizard(page), wmsg(locale, 'host-wizard.highlights.category')).locator('option:checked')).not.toHaveText(
            wmsg(locale, 'host-wizard.highlights.categoryPlaceholder'),
          );
          await shot(page, `wizard-send-back-note-${locale}-${shotTheme}`);
          if (shotTheme === theme) break;
          await wizard(page).getByRole('button', { name: wmsg(locale, 'host-wizard.frame.back'), exact: true }).click();
          await expect(modal).toHaveCount(0);
        }

        const submitted = await fixAndResubmit(page, locale, fixed);
        await shot(page, `wizard-resubmitted-${locale}-${theme}`);
        await submitted.getByRole('link', { name: wmsg(locale, 'host-wizard.dialog.toMyExperiences') }).click();
        await expect(modal).toHaveCount(0);
        // The list followed the wizard's event: the listing waits for review again.
        await expect(card.getByText(hmsg(locale, 'host.listingStatus.pending'))).toBeVisible();

        // Staff: the revision is back in the queue, with the new text.
        await staff.page.reload();
        const row = queueRow(staff.page, name);
        // labelled as a second round, not as a new submission
        await expectKind(row, locale, 'resubmitted');
        await wizardShots(staff.page, 'send-back-queue', locale, ['light', 'dark']);
        await row.getByRole('link').click();
        await expect(staff.page.getByTestId('moderation-submission')).toContainText(fixed);
        // with what was asked last time
        await expect(staff.page.getByTestId('earlier-note')).toContainText(note);
      } finally {
        await staff.context.close();
      }
    });

    test(`an edit of a live listing sent back and resubmitted is labelled so in the queue (${locale})`, async ({ page, browser, request }) => {
      test.setTimeout(240_000);
      const run = `${Date.now() % 1_000_000}`;
      const name = locale === 'ar' ? `جولة المصمك الليلية ${run}` : `Masmak night walk ${run}`;
      const edited = locale === 'ar' ? 'جولة ليلية في القصر مع حكايات حراسه.' : 'A night walk through the fortress with the stories of its guards.';
      // one text, an English line and an Arabic line, as staff write for a host of either language
      const noteLines = ['Say in the description how long the walk takes.', 'اذكر في الوصف كم تستغرق الجولة.'] as const;
      const note = noteLines.join('\n');
      const fixed = locale === 'ar' ? 'جولة ليلية مدتها ساعة ونصف في القصر مع حكايات حراسه.' : 'A ninety-minute night walk through the fortress with the stories of its guards.';

      const staff = await reviewerPage(browser, locale, '/experiences-review', 'moderation-queue');
      try {
        // A live listing (submitted and approved through the API) whose host submits an edit.
        const host = await approvedHost(request, staff.context, `live-edit-${locale}`);
        const id = await submittedExperience(request, host, name, locale === 'ar' ? 'جولة في قصر المصمك.' : 'A walk through the fortress.');
        await approvedSubmission(staff.context, id);
        await submittedEdit(request, host, id, name, edited);

        // Staff: the edit waits as an edit of a live listing; send it back with a note.
        await staff.page.reload();
        await expectKind(queueRow(staff.page, name), locale, 'revision');
        await staff.page.goto(`/experiences-review/${id}`);
        await expect(staff.page.getByTestId('moderation-submission')).toContainText(edited);
        await sendBack(staff.page, locale, name, note);

        // The host: the listing stays live, and its card says the edit came back, with the note
        // (not only "Published" until Edit is opened); Edit opens it with the note, it is fixed and sent again.
        await signIn(page, '/my-experiences', host, 'host-experiences-page', locale);
        const card = page.getByTestId(`experience-${id}`);
        await expectEditSentBack(card, locale, 'card-moderation-note', note);
        await expect(card.getByRole('button', { name: hmsg(locale, 'host.experiences.edit') })).toHaveAccessibleDescription(new RegExp(noteLines.join('\\s+')));
        await card.scrollIntoViewIfNeeded();
        await wizardShots(page, 'my-experiences-edit-sent-back', locale, ['light', 'dark']);

        // Its details page (the card's name) says the same: still published, the edit sent back, the whole note.
        await card.getByRole('link', { name }).click();
        const details = page.getByTestId('host-listing-details-page');
        await expect(details.getByRole('heading', { level: 2, name })).toBeVisible();
        await expectEditSentBack(details, locale, 'details-moderation-note', note);
        await wizardShots(page, 'listing-details-edit-sent-back', locale, ['light', 'dark']);
        await details.getByRole('link', { name: hmsg(locale, 'host.details.back') }).click();
        await expect(card.getByTestId('edit-status')).toBeVisible();
        await card.getByRole('button', { name: hmsg(locale, 'host.experiences.edit') }).click();
        await expectStep(page, locale, 'host-wizard.step.3');
        await expect(wizard(page).getByTestId('moderation-note')).toContainText(note);
        // the note's English line from the left, its Arabic line from the right, whatever the UI's language
        await shot(page, `wizard-live-edit-note-${locale}-light`);
        const submitted = await fixAndResubmit(page, locale, fixed);
        await submitted.getByRole('link', { name: wmsg(locale, 'host-wizard.dialog.toMyExperiences') }).click();
        await expect(card.getByText(hmsg(locale, 'host.listingStatus.approved'), { exact: true })).toBeVisible();
        // the card follows: the edit waits for review, the note asks nothing any more, and Edit
        // is gone (editing would withdraw the edit from the queue)
        await expect(card.getByTestId('edit-status')).toHaveText(hmsg(locale, 'host.review.editStatus.pending'));
        await expect(card.getByTestId('card-moderation-note')).toHaveCount(0);
        await expect(card.getByRole('button', { name: hmsg(locale, 'host.experiences.edit') })).toHaveCount(0);

        // Staff: an edit of a live listing in its second round, labelled as both.
        await staff.page.reload();
        await expectKind(queueRow(staff.page, name), locale, 'revisionResubmitted');
        await wizardShots(staff.page, 'send-back-live-edit-queue', locale, ['light', 'dark']);
        await queueRow(staff.page, name).getByRole('link').click();
        await expect(staff.page.getByTestId('moderation-submission')).toContainText(fixed);
        await expect(staff.page.getByTestId('earlier-note')).toContainText(note);
        await staff.page.getByTestId('earlier-note').scrollIntoViewIfNeeded();
        await wizardShots(staff.page, 'send-back-live-edit-earlier-note', locale, ['light', 'dark']);
      } finally {
        await staff.context.close();
      }
    });
  }
});
