import { expect, type APIRequestContext, type Page } from '@playwright/test';
import rootAr from '../../mf-host-dashboard/src/i18n/ar.json';
import rootEn from '../../mf-host-dashboard/src/i18n/en.json';
import bookingsAr from '../../mf-host-dashboard/src/features/bookings/i18n/ar.json';
import bookingsEn from '../../mf-host-dashboard/src/features/bookings/i18n/en.json';
import experiencesAr from '../../mf-host-dashboard/src/features/my-experiences/i18n/ar.json';
import experiencesEn from '../../mf-host-dashboard/src/features/my-experiences/i18n/en.json';
import schedulerAr from '../../mf-host-dashboard/src/features/scheduler/i18n/ar.json';
import schedulerEn from '../../mf-host-dashboard/src/features/scheduler/i18n/en.json';
import payoutsAr from '../../mf-host-dashboard/src/features/payouts/i18n/ar.json';
import payoutsEn from '../../mf-host-dashboard/src/features/payouts/i18n/en.json';
import analyticsAr from '../../mf-host-dashboard/src/features/analytics/i18n/ar.json';
import analyticsEn from '../../mf-host-dashboard/src/features/analytics/i18n/en.json';
import insightsAr from '../../mf-host-dashboard/src/features/insights/i18n/ar.json';
import insightsEn from '../../mf-host-dashboard/src/features/insights/i18n/en.json';
import questionsAr from '../../mf-host-dashboard/src/features/questions/i18n/ar.json';
import questionsEn from '../../mf-host-dashboard/src/features/questions/i18n/en.json';
import couponsAr from '../../mf-host-dashboard/src/features/coupons/i18n/ar.json';
import couponsEn from '../../mf-host-dashboard/src/features/coupons/i18n/en.json';
import catalogueAr from '../../mf-host-dashboard/src/features/catalogue/i18n/ar.json';
import catalogueEn from '../../mf-host-dashboard/src/features/catalogue/i18n/en.json';
import type { Locale, Theme } from './discovery';
import { setTheme } from './discovery';
import { shot } from './site';
import { messageLookup } from './messages';

/**
 * Host dashboard journeys' plumbing: mf-host-dashboard's catalogues (an untranslated string fails
 * the assertion), the demo accounts, and API set-up the journeys do before the page shows it.
 */
const catalogues: Record<Locale, Record<string, string>> = {
  en: { ...rootEn, ...bookingsEn, ...experiencesEn, ...payoutsEn, ...schedulerEn, ...analyticsEn, ...insightsEn, ...questionsEn, ...couponsEn, ...catalogueEn },
  ar: { ...rootAr, ...bookingsAr, ...experiencesAr, ...payoutsAr, ...schedulerAr, ...analyticsAr, ...insightsAr, ...questionsAr, ...couponsAr, ...catalogueAr },
};

/** A string of this area's catalogues (`messageLookup`: a missing id fails, `{x}` values filled in, plurals refused). */
export const hmsg = messageLookup(catalogues);

export const demoHost = { email: 'host@tajriba.sa', password: 'Host#2026' };
export const demoGuest = { email: 'guest@tajriba.sa', password: 'Guest#2026' };
export const demoAdmin = { email: 'admin@tajriba.sa', password: 'Admin#2026' };

export async function token(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const res = await request.post('/Connect/Token', { data: { username: account.email, password: account.password, isDashboard: false, isPersistent: false, isPhoneOTP: false } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

export async function apiGet<T>(request: APIRequestContext, path: string, bearer: string, params: Record<string, string | number> = {}): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${bearer}` }, params });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function apiPost<T>(request: APIRequestContext, path: string, bearer: string, data: unknown): Promise<T> {
  const res = await request.post(path, { headers: { authorization: `Bearer ${bearer}` }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface GuestOrder {
  id: string;
  experience: { id: number };
  ticket: { code: string; qr: string; checkedInAt: string | null } | null;
}

/** The demo guest's paid booking with a ticket at one of the demo host's experiences (seeded by seed/booking). */
export async function demoGuestTicket(request: APIRequestContext, hostExperienceIds: readonly number[]): Promise<{ orderId: string; code: string; checkedIn: boolean }> {
  const guest = await token(request, demoGuest);
  const hostIds = new Set(hostExperienceIds);
  const list = await apiGet<{ data: GuestOrder[] }>(request, '/api/Orders/CurrentUserList', guest, { PageSize: 50 });
  for (const order of list.data) {
    if (order.ticket && hostIds.has(order.experience.id)) return { orderId: order.id, code: order.ticket.code, checkedIn: order.ticket.checkedInAt !== null };
  }
  throw new Error('the demo guest has no ticket at the demo host');
}

/** `host-<view>-<locale>-light` and `-dark`; leaves the page in the light theme. */
export async function hostShots(page: Page, view: string, locale: Locale, themes: readonly Theme[] = ['light', 'dark']): Promise<void> {
  for (const theme of themes) {
    await setTheme(page, theme);
    await shot(page, `host-${view}-${locale}-${theme}`);
  }
  await setTheme(page, 'light');
}
