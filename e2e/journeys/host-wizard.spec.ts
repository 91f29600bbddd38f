import { expect, test } from '@playwright/test';
import { escapeRegExp, locales, setTheme, type Theme } from '../support/discovery';
import { shot } from '../support/site';
import { apiGet } from '../support/host-dashboard';
import { approvedHost, continueTo, expectStep, field, photo, wizard, wizardShots, wmsg } from '../support/host-wizard';
import { createHost, pdf, reviewerPage, signIn, vmsg } from '../support/verification';

/**
 * Issue 16: a new host whose work papers staff approved builds an atHost experience through
 * all 18 steps — a map click sets the city, two time slots, an add-on, an agenda part, two photos,
 * a coupon, a scheduled message — saves a draft on step 6 and comes back to it, submits; staff
 * approves it in /experiences-review; a guest finds it in search and opens it. Every step is
 * photographed (English light, Arabic dark; the review step and the queue in both themes).
 */
// Chromium's fake camera (a synthetic video) stands in for the webcam of the media step.
const baseArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] } });

test.describe('host wizard', () => {
  for (const locale of locales) {
    test(`a host builds an experience through the 18 steps, staff approves it, guests find it (${locale})`, async ({ page, browser, request }) => {
      test.setTimeout(480_000);
      const theme: Theme = locale === 'en' ? 'light' : 'dark';
      // The page stays in the journey's theme (a theme switch cannot be reached while a dialog is open).
      const here = async (view: string) => shot(page, `wizard-${view}-${locale}-${theme}`);
      const step = async (n: string) => here(`step-${n}`);
      const run = `${Date.now() % 1_000_000}`;
      const name = locale === 'ar' ? `جولة شروق الصحراء ${run}` : `Desert sunrise walk ${run}`;

      // Staff signs in first (its session also approves the new host's work papers), then the host.
      const staff = await reviewerPage(browser, locale, '/experiences-review', 'moderation-queue');
      try {
        const host = await approvedHost(request, staff.context, `wizard-${locale}`);
        await signIn(page, '/my-experiences/add', host, 'host-wizard', locale);
        await setTheme(page, theme);

        // 1 Welcome, 2 type: choosing a card sets the mode and moves on.
        await expectStep(page, locale, 'host-wizard.step.1');
        await expect(page.getByRole('progressbar', { name: wmsg(locale, 'host-wizard.frame.progress') })).toHaveAttribute('value', '0');
        await step('01-intro');
        await continueTo(page, locale, 'host-wizard.step.2');
        await step('02-type');
        await page.getByTestId('type-atHost').click();

        // 3 Highlights.
        await expectStep(page, locale, 'host-wizard.step.3');
        const w = wizard(page);
        await field(w, wmsg(locale, 'host-wizard.highlights.name')).fill(name);
        await field(w, wmsg(locale, 'host-wizard.highlights.description')).fill(
          locale === 'ar' ? 'نمشي مع أول ضوء فوق الكثبان ونشرب القهوة العربية عند الشروق.' : 'We walk the dunes at first light and share Arabic coffee as the sun comes up.',
        );
        await field(w, wmsg(locale, 'host-wizard.highlights.category')).selectOption({ index: 1 });
        await w.getByRole('button', { name: wmsg(locale, 'host-wizard.highlights.lang.ar') }).click();
        await field(w, wmsg(locale, 'host-wizard.highlights.keywords')).fill(locale === 'ar' ? 'صحراء' : 'desert');
        await w.getByRole('button', { name: wmsg(locale, 'host-wizard.highlights.addKeyword') }).click();
        await step('03-highlights');
        await continueTo(page, locale, 'host-wizard.step.4.atHost');

        // 4 Location: a click on the map (centred on Riyadh) sets the point, the city and the location.
        const map = page.getByTestId('location-map');
        // MapLibre starts WebGL in software here: slow on a busy machine, so wait for the canvas generously.
        await expect(map.locator('canvas')).toBeVisible({ timeout: 90_000 });
        const city = field(w, wmsg(locale, 'host-wizard.location.city'));
        await expect(async () => {
          await map.locator('canvas').click();
          await expect(city).not.toHaveValue('', { timeout: 2_000 });
        }).toPass({ timeout: 60_000 });
        // "city, region" with the page's comma (، in Arabic)
        await expect(field(w, wmsg(locale, 'host-wizard.location.location'))).toHaveValue(locale === 'ar' ? /^[^,]+، [^,]+$/ : /^[^،]+, [^،]+$/);
        await step('04-location');
        await continueTo(page, locale, 'host-wizard.step.5');

        // 5 Schedule: two hours, guests arrive 15 minutes before.
        await page.getByTestId('duration-hours').fill('2');
        await field(w, wmsg(locale, 'host-wizard.schedule.arrival.00:15:00')).check();
        await step('05-schedule');
        await continueTo(page, locale, 'host-wizard.step.6');

        // 6 Availability: every day, two time slots (one with a name); then Save draft and come back.
        await w.getByRole('switch', { name: wmsg(locale, 'host-wizard.availability.everyDay') }).click();
        const slotTime = field(w, wmsg(locale, 'host-wizard.availability.slotTime'));
        const addSlot = w.getByRole('button', { name: wmsg(locale, 'host-wizard.availability.addSlot') });
        await slotTime.selectOption({ index: 5 });
        await addSlot.click();
        await slotTime.selectOption({ index: 20 });
        await field(w, wmsg(locale, 'host-wizard.availability.slotName')).fill(locale === 'ar' ? 'الغروب' : 'Sunset');
        await addSlot.click();
        await expect(w.getByRole('button', { name: new RegExp(`^${escapeRegExp(wmsg(locale, 'host-wizard.common.removeNamed', { name: '' }).trim())}`) })).toHaveCount(2);
        await step('06-availability');
        await w.getByRole('button', { name: wmsg(locale, 'host-wizard.frame.saveDraft') }).click();
        const saved = page.getByRole('dialog', { name: wmsg(locale, 'host-wizard.dialog.draftSaved') });
        await expect(saved).toBeVisible();
        await saved.getByRole('button', { name: wmsg(locale, 'host-wizard.dialog.ok') }).click();
        await expect(page).toHaveURL(/\/my-experiences$/);
        const drafts = await apiGet<{ data: Array<{ id: number; name: string }> }>(request, '/api/Experiences/HostList', host.token, { Status: 'draft', PageSize: 50 });
        const id = drafts.data.find((e) => e.name === name)?.id;
        expect(id, `the draft "${name}" is in the host's list`).toBeDefined();
        await page.goto(`/my-experiences/add?draft=${id}`);
        await expectStep(page, locale, 'host-wizard.step.3');
        await expect(field(w, wmsg(locale, 'host-wizard.highlights.name'))).toHaveValue(name);
        // Every stored step is complete in edit mode: the sidebar opens the step after the draft's.
        await w.getByRole('navigation', { name: wmsg(locale, 'host-wizard.frame.steps') }).getByRole('button', { name: wmsg(locale, 'host-wizard.step.6') }).click();
        await expectStep(page, locale, 'host-wizard.step.6');
        await expect(w.getByRole('switch', { name: wmsg(locale, 'host-wizard.availability.everyDay') })).toBeChecked();
        await continueTo(page, locale, 'host-wizard.step.7');

        // 7 Activities: the equipment guests get.
        const equipment = locale === 'ar' ? 'عصي المشي' : 'Walking poles';
        await field(w, wmsg(locale, 'host-wizard.activities.equipment')).fill(equipment);
        await w.getByRole('button', { name: wmsg(locale, 'host-wizard.activities.addEquipment') }).click();
        await expect(w.getByRole('button', { name: wmsg(locale, 'host-wizard.common.removeNamed', { name: equipment }) })).toBeVisible();
        await step('07-activities');
        await continueTo(page, locale, 'host-wizard.step.8');

        // 8 Add-ons: one add-on (the first cannot be removed).
        await w.getByRole('switch', { name: wmsg(locale, 'host-wizard.addOns.toggle') }).click();
        const addOn = w.getByRole('group', { name: wmsg(locale, 'host-wizard.addOns.item', { n: 1 }) });
        await field(addOn, wmsg(locale, 'host-wizard.addOns.name')).fill(locale === 'ar' ? 'تمر وقهوة' : 'Dates and coffee');
        await field(addOn, wmsg(locale, 'host-wizard.addOns.description')).fill(locale === 'ar' ? 'علبة تمر سكري' : 'A box of Sukkari dates');
        await field(addOn, wmsg(locale, 'host-wizard.addOns.quantity')).fill('2');
        await field(addOn, wmsg(locale, 'host-wizard.addOns.price')).fill('35');
        await expect(addOn.getByRole('button', { name: wmsg(locale, 'host-wizard.common.remove'), exact: true })).toHaveCount(0);
        await step('08-add-ons');
        await continueTo(page, locale, 'host-wizard.step.9');

        // 9 Co-hosts: none.
        await step('09-co-hosts');
        await continueTo(page, locale, 'host-wizard.step.10');

        // 10 Agenda: one part.
        await w.getByRole('button', { name: wmsg(locale, 'host-wizard.agenda.add') }).click();
        const part = w.getByRole('group', { name: wmsg(locale, 'host-wizard.agenda.item', { n: 1 }) });
        await field(part, wmsg(locale, 'host-wizard.agenda.title')).fill(locale === 'ar' ? 'المشي إلى القمة' : 'Walk to the crest');
        await step('10-agenda');
        await continueTo(page, locale, 'host-wizard.step.11');

        // 11 Photos: two uploads, each shown once stored, and one taken with the camera (into the next free slot).
        for (const [i, hue] of [[0, '#A8492A'], [1, '#5DBDB3']] as const) {
          await page.getByTestId(`media-slot-${i}`).locator('input[type=file]').setInputFiles(await photo(`Dunes ${i + 1}`, hue));
          await expect(page.getByTestId(`media-slot-${i}`).locator('img')).toBeVisible();
        }
        await w.getByRole('button', { name: wmsg(locale, 'host-wizard.camera.open') }).click();
        const camera = page.getByRole('dialog', { name: wmsg(locale, 'host-wizard.camera.title') });
        await camera.getByRole('button', { name: wmsg(locale, 'host-wizard.camera.capture') }).click();
        await expect(camera.getByRole('img', { name: wmsg(locale, 'host-wizard.camera.preview') })).toBeVisible();
        await here('camera-preview');
        await camera.getByRole('button', { name: wmsg(locale, 'host-wizard.camera.use') }).click();
        await expect(camera).toBeHidden();
        await expect(page.getByTestId('media-slot-2').locator('img')).toBeVisible();
        await step('11-photos');
        await continueTo(page, locale, 'host-wizard.step.12');

        // 12 Guest requirements (defaults), 13 pricing.
        await step('12-guests');
        await continueTo(page, locale, 'host-wizard.step.13');
        await field(w, wmsg(locale, 'host-wizard.pricing.price')).fill('150');
        await step('13-pricing');
        await continueTo(page, locale, 'host-wizard.step.14');

        // 14 Discounts and coupons: one coupon.
        await w.getByRole('button', { name: wmsg(locale, 'host-wizard.discounts.addCoupon') }).click();
        const coupon = w.getByRole('group', { name: wmsg(locale, 'host-wizard.discounts.coupon', { n: 1 }) });
        await field(coupon, wmsg(locale, 'host-wizard.discounts.code')).fill(`DUNES${run}`);
        await field(coupon, wmsg(locale, 'host-wizard.discounts.couponName')).fill(locale === 'ar' ? 'خصم الافتتاح' : 'Opening offer');
        await step('14-discounts');
        await continueTo(page, locale, 'host-wizard.step.15');

        // 15 Deadlines, 16 policy (defaults).
        await step('15-deadlines');
        await continueTo(page, locale, 'host-wizard.step.16');
        await step('16-policy');
        await continueTo(page, locale, 'host-wizard.step.17');

        // 17 Hosting tools: one scheduled message.
        await w.getByRole('switch', { name: wmsg(locale, 'host-wizard.tools.messages') }).click();
        const message = w.getByRole('group', { name: wmsg(locale, 'host-wizard.tools.item', { n: 1 }) });
        await field(message, wmsg(locale, 'host-wizard.tools.title')).fill(locale === 'ar' ? 'تذكير بالموعد' : 'See you tomorrow');
        await field(message, wmsg(locale, 'host-wizard.tools.body')).fill(locale === 'ar' ? 'نلتقي عند البوابة قبل الشروق بنصف ساعة.' : 'We meet at the gate half an hour before sunrise.');
        await field(message, wmsg(locale, 'host-wizard.tools.sendTime')).selectOption({ label: wmsg(locale, 'host-wizard.tools.sendTime.dayBefore') });
        await message.locator('input[type=file]').setInputFiles(pdf('meeting-point.pdf'));
        await expect(message.getByRole('link', { name: wmsg(locale, 'host-wizard.tools.file', { n: 1 }) })).toBeVisible();
        await step('17-tools');
        await continueTo(page, locale, 'host-wizard.step.18');

        // 18 Review: every step summarised, photos as tiles; submit.
        await expect(page.getByTestId('review')).toContainText(name);
        await expect(page.getByTestId('review-media').locator('img')).toHaveCount(3);
        await expect(page.getByTestId('review')).toContainText(equipment);
        await wizardShots(page, 'step-18-review', locale, ['light', 'dark']);
        await setTheme(page, theme);
        await w.getByRole('button', { name: wmsg(locale, 'host-wizard.frame.submit') }).click();
        const submitted = page.getByRole('dialog', { name: wmsg(locale, 'host-wizard.dialog.submitted') });
        await expect(submitted).toBeVisible();
        await here('submitted');
        await submitted.getByRole('link', { name: wmsg(locale, 'host-wizard.dialog.toMyExperiences') }).click();
        await expect(page).toHaveURL(/\/my-experiences$/);

        // Staff: the queue, then the submission as guests would see it; approve.
        await staff.page.reload();
        await expect(staff.page.getByRole('heading', { level: 1, name: wmsg(locale, 'host-wizard.moderation.title') })).toBeVisible();
        await wizardShots(staff.page, 'moderation-queue', locale, ['light', 'dark']);
        await staff.page.goto(`/experiences-review/${id}`);
        const submission = staff.page.getByTestId('moderation-submission');
        await expect(submission.getByRole('heading', { level: 1, name })).toBeVisible();
        await wizardShots(staff.page, 'moderation-submission', locale, [theme]);
        await submission.getByRole('button', { name: wmsg(locale, 'host-wizard.moderation.approve') }).click();
        await expect(staff.page.getByTestId('moderation-queue')).toBeVisible();

        // A guest finds it in search and opens it.
        await page.goto(`/search?query=${encodeURIComponent(name)}`);
        const card = page.getByTestId('experience-card').filter({ hasText: name });
        await expect(card).toBeVisible();
        await card.getByRole('link').first().click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await here('published');
      } finally {
        await staff.context.close();
      }
    });
  }

  for (const locale of locales) {
    test(`a host whose work papers are not approved sees the verification gate, not the wizard (${locale})`, async ({ page, request }) => {
      const host = await createHost(request, `wizard-gate-${locale}`);
      await page.goto('/my-experiences/add');
      await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
      await page.getByTestId('signin-email').fill(host.email);
      await page.getByTestId('signin-password').fill(host.password);
      await page.getByTestId('signin-submit').click();
      const gate = page.getByTestId('work-papers-gate');
      await expect(gate).toBeVisible();
      const html = page.locator('html');
      if (!(await html.getAttribute('lang'))?.startsWith(locale)) await page.getByTestId('language-switch').click();
      await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(gate.getByRole('heading', { name: vmsg(locale, 'verification.gate.title') })).toBeVisible();
      await expect(gate).toContainText(vmsg(locale, 'verification.gate.banned'));
      await expect(wizard(page)).toHaveCount(0);
      await wizardShots(page, 'gate', locale, ['light', 'dark']);
    });
  }
});
