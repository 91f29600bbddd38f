import { expect, test, type Page } from '@playwright/test';
import { locales, setTheme } from '../support/discovery';
import { shot, uniqueEmail, latestCode } from '../support/site';
import { amsg, apiToken, createAccount, signInAt, useLanguage } from '../support/account';
import { bmsg, cards, checkoutUrl, fillCard, findBookable } from '../support/booking';

/**
 * Issue 13, the refer-a-friend reward (mf-account README "Refer a friend"): A invites B; B signs up
 * from the e-mail's link, books and pays; both see their reward; B's next checkout takes
 * min(10 %, SAR 50) off the experience part.
 */
const uniqueLocalPhone = () => `5${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function bothThemes(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await shot(page, `${name}-${theme}`);
  }
  await setTheme(page, 'light');
}

/** Pays the checkout's booking with a new card through the sandbox's 3-D Secure page. */
async function payWithNewCard(page: Page, locale: 'en' | 'ar') {
  const newCard = page.getByRole('radio', { name: bmsg(locale, 'booking.pay.newCard') });
  if (await newCard.count()) await newCard.check();
  await fillCard(page, locale, cards.challenge);
  await page.getByRole('button', { name: new RegExp(bmsg(locale, 'booking.pay.payAmount', { amount: '.+' })) }).click();
  await expect(page).toHaveURL(/\/challenge\//);
  await page.locator('button[value="approve"]').click();
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+/);
}

test.describe('refer-a-friend reward', () => {
  for (const [i, locale] of locales.entries()) {
    test(`A invites B; B signs up from the link, books and pays; both get the reward; B's next checkout applies it (${locale})`, async ({ browser, page, request }) => {
      test.setTimeout(240_000);
      const inviter = await createAccount(request, 'inviter');
      const friend = { email: uniqueEmail('friend'), password: 'Friend#2026' };

      // A states the reward in the dialog and invites B
      await signInAt(page, '/profile', inviter, 'profile-page');
      await useLanguage(page, locale);
      await expect(page.getByTestId('rewards-empty')).toHaveText(amsg(locale, 'profile.rewards.none'));
      await page.getByTestId('refer-open').click();
      const dialog = page.getByRole('dialog', { name: amsg(locale, 'profile.refer.title') });
      await expect(dialog.getByTestId('refer-reward')).toContainText(locale === 'ar' ? '١٠٪' : '10%');
      await expect(dialog.getByTestId('refer-reward')).toContainText(locale === 'ar' ? '٥٠٫٠٠' : 'SAR 50.00');
      await dialog.getByTestId('refer-email').fill(friend.email);
      await shot(page, `account-refer-reward-dialog-${locale}-light`);
      await dialog.getByTestId('refer-submit').click();
      await expect(dialog.getByTestId('refer-sent')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // the invitation's link, from the outbox
      let link = '';
      await expect
        .poll(async () => {
          const res = await request.get(`/dev/outbox?to=${encodeURIComponent(friend.email)}`);
          const body = (await res.json()) as { data?: Array<{ body: string; meta: { purpose?: string } }> };
          const mail = (body.data ?? []).find((m) => m.meta?.purpose === 'referral');
          link = /\/auth\/signin\?view=signup&ref=\d+/.exec(mail?.body ?? '')?.[0] ?? '';
          return link;
        })
        .not.toBe('');

      // B signs up from the link, in their own browser
      const context = await browser.newContext();
      const b = await context.newPage();
      if (locale === 'ar') {
        await b.goto('/');
        await useLanguage(b, locale);
      }
      await b.goto(link);
      await b.getByTestId('signup-email').fill(friend.email);
      await b.getByTestId('signup-email-submit').click();
      await expect(b.getByTestId('resend-countdown')).toBeVisible();
      await b.getByTestId('otp-step').locator('input').first().click();
      await b.keyboard.type(await latestCode(request, friend.email));
      await b.getByTestId('signup-fullname').fill('Noura Al-Shammari');
      await b.getByTestId('signup-finish-form').locator('input[type=tel]').fill(uniqueLocalPhone());
      await b.getByTestId('signup-password').fill(friend.password);
      await b.getByTestId('signup-confirm').fill(friend.password);
      await b.getByTestId('signup-dob').fill('03141995');
      await b.getByTestId('signup-submit').click();
      await expect(b.getByTestId('user-menu')).toBeVisible();

      // B books and pays: the first paid booking credits both
      await b.goto(checkoutUrl(await findBookable(request, 6 + i * 2, 3)));
      await expect(b.getByTestId('checkout-page')).toBeVisible();
      await useLanguage(b, locale);
      await expect(b.getByTestId('summary-total')).toBeVisible();
      // no reward before the payment
      await expect(b.getByTestId('reward-offer')).toHaveCount(0);
      await payWithNewCard(b, locale);

      await b.goto('/profile');
      await expect(b.getByTestId('reward-coupon')).toHaveCount(1);
      await expect(b.getByTestId('reward-coupon')).toHaveAttribute('data-status', 'available');
      await b.getByTestId('reward-coupons').scrollIntoViewIfNeeded();
      await bothThemes(b, `account-rewards-friend-${locale}`);
      await page.goto('/profile');
      await expect(page.getByTestId('reward-coupon')).toHaveCount(1);
      await page.getByTestId('reward-coupons').scrollIntoViewIfNeeded();
      await bothThemes(page, `account-rewards-inviter-${locale}`);

      // B's next checkout offers the reward; applied, the total drops by min(10 % of the experience part, SAR 50)
      const next = await findBookable(request, 7 + i * 2, 3);
      await b.goto(checkoutUrl(next));
      await expect(b.getByTestId('summary-total')).toBeVisible();
      const before = await b.getByTestId('summary-total').textContent();
      await expect(b.getByTestId('reward-offer')).toBeVisible();
      await b.getByTestId('reward-offer').scrollIntoViewIfNeeded();
      await bothThemes(b, `booking-reward-offer-${locale}`);
      await b.getByTestId('reward-apply').click();
      await expect(b.getByTestId('summary-coupon')).toBeVisible();
      await expect(b.getByTestId('reward-offer')).toHaveCount(0);
      await expect(b.getByTestId('summary-total')).not.toHaveText(before ?? '');

      const token = await apiToken(request, friend);
      const auth = { authorization: `Bearer ${token}` };
      const [{ code }] = ((await (await request.get('/api/Manage/RewardCoupons', { headers: auth })).json()) as { data: { items: Array<{ code: string }> } }).data.items;
      const booking = { experienceId: next.experienceId, bookingDate: next.date, bookingTimeSlot: next.slot, adultsQTY: 1, childrenQTY: 0, isPrivateReservation: false };
      type Q = { guestsAmount: number; transportationAmount: number; couponAmount: number; totalAmount: number; discountAmount: number };
      const plain = ((await (await request.post('/api/Carts/Quote', { headers: auth, data: booking })).json()) as { data: Q }).data;
      const rewarded = ((await (await request.post('/api/Carts/Quote', { headers: auth, data: { ...booking, couponCode: code } })).json()) as { data: Q }).data;
      expect(rewarded.couponAmount).toBe(Math.min(Math.round((plain.guestsAmount + plain.transportationAmount) * 10) / 100, 50));
      expect(rewarded.totalAmount).toBe(round2(plain.totalAmount - rewarded.couponAmount));
      if (locale === 'en') await expect(b.getByTestId('summary-coupon')).toContainText(`SAR ${rewarded.couponAmount.toFixed(2)}`);
      // named as the reward (the API's localised coupon.name), not "Coupon …", its code still there
      const rewardLine = amsg(locale, 'reservations.couponReward', { code });
      await expect(b.getByTestId('summary-coupon').locator('dt')).toHaveText(rewardLine);
      // the coupon field confirms it by the breakdown's name for it, never by its internal REF- code
      const rewardName = ((await b.getByTestId('summary-coupon').locator('dt').textContent()) ?? '').replace(`(${code})`, '').trim();
      const couponField = b.getByRole('textbox', { name: bmsg(locale, 'booking.coupon.code') });
      await expect(couponField).toHaveAccessibleDescription(bmsg(locale, 'booking.coupon.rewardApplied', { name: rewardName }));
      await couponField.scrollIntoViewIfNeeded();
      await shot(b, `booking-reward-coupon-field-${locale}`);
      await b.getByTestId('summary-card').scrollIntoViewIfNeeded();
      await bothThemes(b, `booking-reward-applied-${locale}`);

      // paid with the reward: the reservation names it so, and the coupon is used, on the profile too
      await payWithNewCard(b, locale);
      const orderId = /\/booking-confirmed\/(\d+)/.exec(b.url())?.[1];
      await b.goto(`/reservations/details/${orderId}`);
      await expect(b.getByTestId('reservation-coupon')).toHaveText(rewardLine);
      await b.getByTestId('reservation-coupon').scrollIntoViewIfNeeded();
      await bothThemes(b, `account-reservation-reward-${locale}`);
      await b.goto('/profile');
      await expect(b.getByTestId('reward-coupon')).toHaveAttribute('data-status', 'used');
      await context.close();
    });
  }
});
