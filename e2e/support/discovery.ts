import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ar from '../../mf-discovery/src/i18n/ar.json';
import en from '../../mf-discovery/src/i18n/en.json';
import sharedAr from '../../mf-discovery/src/shared/i18n/ar.json';
import sharedEn from '../../mf-discovery/src/shared/i18n/en.json';
import searchAr from '../../mf-discovery/src/features/search/i18n/ar.json';
import searchEn from '../../mf-discovery/src/features/search/i18n/en.json';
import detailAr from '../../mf-discovery/src/features/experience-detail/i18n/ar.json';
import detailEn from '../../mf-discovery/src/features/experience-detail/i18n/en.json';
import hostAr from '../../mf-discovery/src/features/host-profile/i18n/ar.json';
import hostEn from '../../mf-discovery/src/features/host-profile/i18n/en.json';
import wishlistAr from '../../mf-discovery/src/shared/favourites/i18n/ar.json';
import wishlistEn from '../../mf-discovery/src/shared/favourites/i18n/en.json';
import dsAr from '../../libs/design-system/src/i18n/ar.json';
import dsEn from '../../libs/design-system/src/i18n/en.json';
// the calendar's, drop zone's and table's strings load with those pieces (the design system's on-demand catalogue)
import dsOnDemandAr from '../../libs/design-system/src/i18n/on-demand/ar.json';
import dsOnDemandEn from '../../libs/design-system/src/i18n/on-demand/en.json';
import { latestCode, shot, uniqueEmail } from './site';
import { messageLookup } from './messages';

/**
 * Discovery journeys' plumbing: the remote's own message catalogues (so an assertion fails when a
 * string is left untranslated), language and theme through the shell's header switches, and the
 * API read the same way the UI reads it (same Accept-Language) to know what the page must show.
 */

export type Locale = 'en' | 'ar';
export const locales: readonly Locale[] = ['en', 'ar'];
export type Theme = 'light' | 'dark';

// The remote's root catalogue and those its pages load with their chunks (features/<f>/i18n/).
const catalogues: Record<Locale, Record<string, string>> = {
  en: { ...dsEn, ...dsOnDemandEn, ...en, ...sharedEn, ...searchEn, ...detailEn, ...hostEn, ...wishlistEn },
  ar: { ...dsAr, ...dsOnDemandAr, ...ar, ...sharedAr, ...searchAr, ...detailAr, ...hostAr, ...wishlistAr },
};

/** A string of this area's catalogues (`messageLookup`: a missing id fails, `{x}` values filled in, plurals refused). */
export const msg = messageLookup(catalogues);

/** The Intl locale the UI formats numbers with (libs/i18n intlLocaleFor: Arabic-Indic digits in Arabic). */
const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-US');
export const formatNumber = (locale: Locale, n: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlLocale(locale), options).format(n);

/** Reads a number the UI printed in either digit set (Arabic-Indic in Arabic). */
export function readNumber(text: string): number {
  const western = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, '');
  return Number(western);
}

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Home in the requested language, switched the way a person does it: the header's language button. */
export async function openHome(page: Page, locale: Locale): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('experience-card').first()).toBeVisible();
  await switchLanguage(page, locale);
}

export async function switchLanguage(page: Page, locale: Locale): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang'))?.startsWith(locale)) return;
  await page.getByTestId('language-switch').click();
  await expect(html).toHaveAttribute('lang', locale === 'ar' ? 'ar' : /^en/);
  await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  // The remote re-rendered in the new language too, not only the shell.
  await expect(searchBar(page).getByRole('button', { name: msg(locale, 'discovery.searchBar.search') })).toBeVisible();
}

export async function setTheme(page: Page, theme: Theme): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) !== theme) await page.getByTestId('theme-switch').click();
  await expect(html).toHaveAttribute('data-theme', theme);
}

/** `discovery-<view>-<locale>-light` and `-dark`; leaves the page in the light theme. */
export async function shotBothThemes(page: Page, view: string, locale: Locale, ready?: (page: Page) => Promise<void>): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await ready?.(page);
    await shot(page, `discovery-${view}-${locale}-${theme}`);
  }
  await setTheme(page, 'light');
}

export const searchBar = (page: Page): Locator => page.getByRole('search');
export const resultsPage = (page: Page): Locator => page.getByTestId('discovery-search');
export const cardHeadings = (scope: Locator): Locator => scope.getByTestId('experience-card').getByRole('heading');

/** The browser's calendar day `days` from today (yyyy-MM-dd), as the date presets compute it. */
export function browserDay(page: Page, days: number): Promise<string> {
  return page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    const pad = (x: number) => String(x).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, days);
}

// ---------------------------------------------------------------------------------------------
// The API, asked the way the UI asks it.

const acceptLanguage = (locale: Locale) => (locale === 'ar' ? 'ar' : 'en-US');
type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

function queryString(query: Record<string, QueryValue>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) sp.append(k, String(x));
    else sp.set(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

export async function apiGet<T>(request: APIRequestContext, path: string, locale: Locale, query: Record<string, QueryValue> = {}, token?: string): Promise<T> {
  const res = await request.get(`${path}${queryString(query)}`, {
    headers: { 'Accept-Language': acceptLanguage(locale), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  expect(res.ok(), `GET ${path} → ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

export interface Card {
  id: number;
  name: string;
  ratingsCount: number;
  experienceCategory: { id: number; name: string };
  cityName: string | null;
  userFavouriteId: string | null;
}
export interface ListPage {
  data: Card[];
  total: number;
  after: string | null;
}
export const experiencesList = (request: APIRequestContext, locale: Locale, query: Record<string, QueryValue>) =>
  apiGet<ListPage>(request, '/api/Home/ExperiencesList', locale, { Size: 20, ...query });

export interface City {
  id: number;
  name: string;
  regionName: string;
  experiencesCount: number;
}
/** The city with the most experiences, named in `locale`. */
export async function busiestCity(request: APIRequestContext, locale: Locale): Promise<City> {
  const { data } = await apiGet<{ data: City[] }>(request, '/api/Home/CitiesSearch', locale, { Limit: 50 });
  expect(data.length, 'the catalogue has cities').toBeGreaterThan(0);
  return [...data].sort((a, b) => b.experiencesCount - a.experiencesCount)[0];
}

export interface Category {
  id: number;
  name: string;
}
export async function categories(request: APIRequestContext, locale: Locale): Promise<Category[]> {
  const { data } = await apiGet<{ data: Category[] }>(request, '/api/Home/ExperiencesCategories', locale);
  return data;
}

/** The experience with the most reviews (the journey needs more than two pages of 50). */
export async function mostReviewed(request: APIRequestContext, locale: Locale): Promise<{ id: number; name: string; totalRecords: number }> {
  let best: Card | null = null;
  let after: string | null | undefined;
  do {
    const page: ListPage = await experiencesList(request, locale, { Size: 50, After: after ?? undefined });
    for (const e of page.data) if (!best || e.ratingsCount > best.ratingsCount) best = e;
    after = page.after;
  } while (after);
  expect(best, 'the catalogue has experiences').not.toBeNull();
  const { totalRecords } = await apiGet<{ totalRecords: number }>(request, `/api/Home/ExperienceRatings/${best!.id}`, locale, { PageNumber: 1, PageSize: 50 });
  return { id: best!.id, name: best!.name, totalRecords };
}

export interface MapPoint {
  id: number;
  latitude: number;
  longitude: number;
}
/**
 * The place where the most experiences share one position (atGuest experiences sit at their
 * base city), as a tight `bounds` box, and how many points fall inside it.
 */
export async function crowdedPlace(request: APIRequestContext, locale: Locale): Promise<{ bounds: string; count: number }> {
  const { data } = await apiGet<{ data: MapPoint[] }>(request, '/api/Home/ExperiencesMap', locale, { Limit: 2000 });
  const byPlace = new Map<string, MapPoint[]>();
  for (const p of data) {
    const key = `${p.latitude},${p.longitude}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), p]);
  }
  const [first] = [...byPlace.values()].sort((a, b) => b.length - a.length);
  expect(first?.length ?? 0, 'some experiences share a place on the map').toBeGreaterThan(1);
  const { latitude: lat, longitude: lng } = first[0];
  const d = 0.001;
  const box = { swLat: lat - d, swLng: lng - d, neLat: lat + d, neLng: lng + d };
  const count = data.filter((p) => p.latitude >= box.swLat && p.latitude <= box.neLat && p.longitude >= box.swLng && p.longitude <= box.neLng).length;
  return { bounds: [box.swLat, box.swLng, box.neLat, box.neLng].map((x) => x.toFixed(4)).join(','), count };
}

// ---------------------------------------------------------------------------------------------
// Accounts: a new guest per journey, so favourites never depend on what another run left behind.

export interface Guest {
  email: string;
  password: string;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(path, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = (await res.json().catch(() => null)) as { data: T } | null;
  expect(res.ok(), `POST ${path} → ${res.status()} ${JSON.stringify(body)}`).toBe(true);
  return body!.data;
}

/** Signs a guest up through the API (code from the dev outbox), the same three steps the dialog takes. */
export async function createGuest(request: APIRequestContext): Promise<Guest> {
  const email = uniqueEmail('discovery');
  const password = 'Discover#2026';
  await post(request, '/Register/NewOTP', { email });
  const { otp } = await post<{ otp: string }>(request, '/Register/ConfrimOTP', { email, otp: await latestCode(request, email) });
  await post(request, '/Register/NewUser', {
    email,
    phoneNumber: `+9665${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`,
    fullName: 'Discovery Journey',
    password,
    dateOfBirth: '1994-05-20',
    isMale: false,
    isHost: false,
    otpConfirmationCode: otp,
  });
  return { email, password };
}

export async function accessToken(request: APIRequestContext, guest: Guest): Promise<string> {
  const { accessToken: token } = await post<{ accessToken: string }>(request, '/Connect/Token', { username: guest.email, password: guest.password });
  return token;
}

/** Experience ids on the guest's favourites, as the account area reads them. */
export async function favouriteExperienceIds(request: APIRequestContext, token: string): Promise<number[]> {
  const body = await apiGet<{ data: Array<{ experience: { id: number } }> }>(request, '/api/Manage/FavouriteExperiences', 'en', { PageNumber: 1, PageSize: 50 }, token);
  return body.data.map((f) => f.experience.id);
}
