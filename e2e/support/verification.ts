import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import en from '../../mf-verification/src/i18n/en.json';
import ar from '../../mf-verification/src/i18n/ar.json';
import { baseURL } from '../playwright.config';
import type { Locale, Theme } from './discovery';
import { setTheme } from './discovery';
import { apiToken, useLanguage } from './account';
import { latestCode, shot, uniqueEmail } from './site';
import { messageLookup } from './messages';

/**
 * Verification journeys' plumbing: mf-verification's catalogue (an untranslated string fails the
 * assertion), a fresh host per journey made through the sign-up API, the demo admin as the
 * reviewer in a second browser context, and documents made on the fly (real JPEG and PDF bytes:
 * the API checks content).
 */
const catalogues: Record<Locale, Record<string, string>> = { en, ar };

/** A string of this area's catalogues (`messageLookup`: a missing id fails, `{x}` values filled in, plurals refused). */
export const vmsg = messageLookup(catalogues);

export interface Host {
  id: number;
  email: string;
  password: string;
  fullName: string;
  token: string;
}

const randomPhone = () => `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A new host (signed up as a host, e-mail confirmed by its code): no identity, no work papers. */
export async function createHost(request: APIRequestContext, prefix: string): Promise<Host> {
  const email = uniqueEmail(prefix);
  const password = 'Strong#Pass1';
  const fullName = 'Nora Al-Harbi';
  expect((await request.post('/Register/NewOTP', { data: { email } })).ok()).toBe(true);
  const otp = await latestCode(request, email);
  const res = await request.post('/Register/NewUser', {
    data: { email, phoneNumber: randomPhone(), fullName, password, dateOfBirth: '1990-06-02', isMale: false, isHost: true, otpConfirmationCode: otp },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const token = await apiToken(request, { email, password });
  const info = (await (await request.get('/api/Manage/Info', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number } };
  return { id: info.data.id, email, password, fullName, token };
}

export const ADMIN = { email: 'admin@tajriba.sa', password: 'Admin#2026' };

/** Signs in through the sign-in page, then opens `url` (the route guard sends a visitor to sign-in first). */
export async function signIn(page: Page, url: string, who: { email: string; password: string }, ready: string, locale: Locale): Promise<void> {
  await page.goto(url);
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
  await page.getByTestId('signin-email').fill(who.email);
  await page.getByTestId('signin-password').fill(who.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId(ready)).toBeVisible();
  await useLanguage(page, locale);
}

/** The reviewer's own browser context (same browser, separate cookies), signed in as the demo admin. */
export async function reviewerPage(browser: Browser, locale: Locale, url: string, ready: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, url, ADMIN, ready, locale);
  return { context, page };
}

/** `verification-<view>-<locale>-light|dark`, leaving the page light. */
export async function shotThemes(page: Page, view: string, locale: Locale, themes: readonly Theme[] = ['light', 'dark']): Promise<void> {
  for (const theme of themes) {
    await setTheme(page, theme);
    await shot(page, `verification-${view}-${locale}-${theme}`);
  }
  await setTheme(page, 'light');
}

/** A real JPEG of an ID card's proportions (the API decodes images and strips EXIF). */
export async function idImage(label: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="856" height="540" rx="24" fill="#e8f1ee"/><rect x="40" y="120" width="220" height="280" fill="#9bb8ae"/><text x="300" y="180" font-size="40" font-family="sans-serif" fill="#1b2a27">${label}</text></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return { name: `${label.toLowerCase().replace(/\W+/g, '-')}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** A small well-formed PDF (the API refuses a file that is not really one). */
export function pdf(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
}

/** Country names as the page shows them in its language. */
export async function countryName(request: APIRequestContext, locale: Locale, code2: string): Promise<string> {
  const res = await request.get('/api/Utilities/Countries', { headers: { 'accept-language': locale === 'ar' ? 'ar' : 'en-US' } });
  const list = ((await res.json()) as { data: Array<{ code2: string; name: string }> }).data;
  return list.find((c) => c.code2 === code2)!.name;
}

export async function identityTypeName(request: APIRequestContext, locale: Locale, key: string): Promise<string> {
  const res = await request.get('/api/Utilities/IdentityTypes', { headers: { 'accept-language': locale === 'ar' ? 'ar' : 'en-US' } });
  return ((await res.json()) as { data: Array<{ key: string; name: string }> }).data.find((x) => x.key === key)!.name;
}
