import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import ar from '../../mf-booking/src/i18n/ar.json';
import en from '../../mf-booking/src/i18n/en.json';
import afterPaymentAr from '../../mf-booking/src/shared/after-payment/i18n/ar.json';
import afterPaymentEn from '../../mf-booking/src/shared/after-payment/i18n/en.json';
import cardAr from '../../mf-booking/src/shared/card-form/i18n/ar.json';
import cardEn from '../../mf-booking/src/shared/card-form/i18n/en.json';
import { switchLanguage, setTheme, type Locale } from './discovery';
import { shot } from './site';
import { messageLookup } from './messages';

/**
 * Booking journeys' plumbing: mf-booking's own catalogues, a bookable experience found through the
 * API the way the detail page finds it, and the sandbox's test cards (infra/payments-sandbox README).
 */
const catalogues: Record<Locale, Record<string, string>> = { en: { ...en, ...afterPaymentEn, ...cardEn }, ar: { ...ar, ...afterPaymentAr, ...cardAr } };

/** A string of this area's catalogues (`messageLookup`: a missing id fails, `{x}` values filled in, plurals refused). */
export const bmsg = messageLookup(catalogues);

export const guest = { email: 'guest@tajriba.sa', password: 'Guest#2026' };

export const cards = {
  challenge: '4111 1111 1111 1111',
  insufficientFunds: '4000 0000 0000 9953',
} as const;

export interface Bookable {
  experienceId: number;
  date: string;
  slot: number;
}

/**
 * A public experience with a day that has a seat and a time slot, the nearest first (`minDaysAhead`:
 * not before that many days from today; `hostId`: only that host's experiences).
 */
export async function findBookable(request: APIRequestContext, skip = 0, minDaysAhead = 0, hostId?: number): Promise<Bookable> {
  const earliest = new Date(Date.now() + minDaysAhead * 86_400_000).toISOString().slice(0, 10);
  const list = (await (await request.get(`/api/Home/ExperiencesList?PageNumber=1&PageSize=20${hostId ? `&HostsIds=${hostId}` : ''}`)).json()) as { data: Array<{ id: number }> };
  let found = 0;
  for (const { id } of list.data) {
    const exp = (await (await request.get(`/api/Home/Experience/${id}`)).json()) as { data: { guestCapacityMaximum: number | null } };
    if (exp.data.guestCapacityMaximum === null) continue;
    const days = (await (await request.get(`/api/Home/ExperienceAvailableDays/${id}`)).json()) as {
      data: { seats: Array<{ date: string; guestAvailableQTY: number }> };
    };
    for (const s of days.data.seats.filter((x) => x.guestAvailableQTY >= 2 && x.date >= earliest).slice(0, 5)) {
      const check = (await (await request.get(`/api/Home/IsExperienceAvailable/${id}?Date=${s.date}&AdultsQTY=1&ChildrenQTY=0&IsPrivate=false`)).json()) as {
        data: { isAvailable: boolean; timeSlots: Array<{ id: number }> };
      };
      if (check.data.isAvailable && check.data.timeSlots.length) {
        if (found++ < skip) break;
        return { experienceId: id, date: s.date, slot: check.data.timeSlots[0]!.id };
      }
    }
  }
  throw new Error('no bookable experience in the seed');
}

let token: { value: string; at: number } | null = null;
/** An API token of the demo guest, one sign-in per run (renewed after 10 of its 15 minutes). */
export async function guestToken(request: APIRequestContext): Promise<string> {
  if (token && Date.now() - token.at < 10 * 60_000) return token.value;
  const res = await request.post('/Connect/Token', { data: { username: guest.email, password: guest.password } });
  token = { value: ((await res.json()) as { data: { accessToken: string } }).data.accessToken, at: Date.now() };
  return token.value;
}

/**
 * A private day (2 guests) on an experience with add-ons where the guest's coupon `code` applies,
 * checked with the server's own quote (the seed puts its coupons on the demo host's experiences).
 * `skip` days are passed over so that each journey takes a day of its own.
 */
export async function findPrivateWithCoupon(request: APIRequestContext, code: string, skip = 0): Promise<Bookable> {
  const token = await guestToken(request);
  const list = (await (await request.get('/api/Home/ExperiencesList?PageNumber=1&PageSize=50&IsPrivateEvent=true')).json()) as { data: Array<{ id: number }> };
  for (const { id } of list.data) {
    const exp = (await (await request.get(`/api/Home/Experience/${id}`)).json()) as { data: { willHostPrivateEvent: boolean; addOns: unknown[] } };
    if (!exp.data.willHostPrivateEvent || !exp.data.addOns?.length) continue;
    const days = (await (await request.get(`/api/Home/ExperienceAvailableDays/${id}`)).json()) as { data: { seats: Array<{ date: string; privateGuestAvailableQTY: number }> } };
    let passed = 0;
    for (const s of days.data.seats.filter((x) => x.privateGuestAvailableQTY >= 2).slice(0, 8)) {
      const check = (await (await request.get(`/api/Home/IsExperienceAvailable/${id}?Date=${s.date}&AdultsQTY=2&ChildrenQTY=0&IsPrivate=true`)).json()) as {
        data: { isAvailable: boolean; timeSlots: Array<{ id: number }> };
      };
      if (!check.data.isAvailable || !check.data.timeSlots.length) continue;
      const slot = check.data.timeSlots[0]!.id;
      const quote = await request.post('/api/Carts/Quote', {
        headers: { authorization: `Bearer ${token}` },
        data: { experienceId: id, bookingDate: s.date, bookingTimeSlot: slot, adultsQTY: 2, childrenQTY: 0, isPrivateReservation: true, couponCode: code },
      });
      if (!quote.ok() || !((await quote.json()) as { data: { coupon: unknown } }).data.coupon) break;
      if (passed++ < skip) continue;
      return { experienceId: id, date: s.date, slot };
    }
  }
  throw new Error(`no private experience with add-ons where ${code} applies`);
}

/** The demo guest's seeded card is preselected; journeys paying with a new card choose it. */
export async function chooseNewCard(page: Page, locale: Locale): Promise<void> {
  const radio = page.getByRole('radio', { name: bmsg(locale, 'booking.pay.newCard') });
  await expect(radio).toBeVisible();
  await radio.check();
}

export const checkoutUrl = (b: Bookable) => `/checkout?experienceId=${b.experienceId}&date=${b.date}&slot=${b.slot}&adults=1&children=0&private=false`;

/**
 * The demo guest's session, carried from one journey to the next: sign-in is limited to 10 tries
 * per account and address in 15 minutes, and this file has more journeys than that. The session
 * cookie rotates on use, so each journey hands on the cookies it ended with (`rememberSession`).
 */
let session: Awaited<ReturnType<BrowserContext['cookies']>> | null = null;
export async function rememberSession(page: Page): Promise<void> {
  session = await page.context().cookies();
}

/** A visitor opening a client route is sent to sign-in, then back (the first journey; later ones reuse its session). */
export async function signInThroughGuard(page: Page, url: string): Promise<void> {
  if (session) {
    await page.context().addCookies(session);
    await page.goto(url);
    if (!/\/auth\/signin/.test(page.url())) {
      await expect(page.getByTestId('checkout-page')).toBeVisible();
      return;
    }
  } else await page.goto(url);
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
  await page.getByTestId('signin-email').fill(guest.email);
  await page.getByTestId('signin-password').fill(guest.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('checkout-page')).toBeVisible();
}

export async function useLanguage(page: Page, locale: Locale): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang'))?.startsWith(locale)) return;
  await page.getByTestId('language-switch').click();
  await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

export async function fillCard(page: Page, locale: Locale, number: string): Promise<void> {
  const form = page.getByTestId('card-form');
  await form.getByLabel(bmsg(locale, 'booking.card.holderName')).fill('Layla Harbi');
  await form.getByLabel(bmsg(locale, 'booking.card.number')).fill(number);
  await form.getByLabel(bmsg(locale, 'booking.card.expiry')).pressSequentially('1230');
  await form.getByLabel(bmsg(locale, 'booking.card.cvc')).fill('123');
}

export async function shotThemes(page: Page, view: string, locale: Locale): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await shot(page, `booking-${view}-${locale}-${theme}`);
  }
  await setTheme(page, 'light');
}

/** The gateway's page follows the browser's colour scheme, not our theme switch. */
export async function shotChallenge(page: Page, locale: Locale): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, `booking-challenge-${locale}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

export { switchLanguage };

/**
 * The confirmation of an experience at the host's place shows where to meet on a map (MapLibre on
 * the offline basemap, with the pin); the other kinds show none. Which one it is comes from the API.
 */
export async function expectMeetingPoint(page: Page, request: APIRequestContext): Promise<void> {
  const orderId = /\/booking-confirmed\/(\d+)/.exec(page.url())![1];
  const res = await request.get(`/api/Orders/${orderId}`, { headers: { authorization: `Bearer ${await guestToken(request)}` } });
  const order = (await res.json()) as { data: { experience: { meetingPoint?: { latitude: number } | null } } };
  const map = page.getByTestId('meeting-point-map');
  if (order.data.experience.meetingPoint) {
    // the map's chunk (MapLibre, about 1 MB) is fetched cold by the first journey of a run
    await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 });
    await expect(map.getByTestId('meeting-point-pin')).toBeVisible();
    // in view for the screenshots that follow
    await map.scrollIntoViewIfNeeded();
  } else await expect(map).toHaveCount(0);
}

/** Reads a ZATCA QR text back: base64 of TLV (one byte tag, one byte length of the UTF-8 bytes, the value). */
export function zatcaFields(qr: string): Record<number, string> {
  const bytes = Buffer.from(qr, 'base64');
  const out: Record<number, string> = {};
  for (let i = 0; i + 1 < bytes.length; i += 2 + bytes[i + 1]!) out[bytes[i]!] = bytes.subarray(i + 2, i + 2 + bytes[i + 1]!).toString('utf8');
  return out;
}
