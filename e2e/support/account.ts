import { expect, type APIRequestContext, type Page } from '@playwright/test';
import rootAr from '../../mf-account/src/i18n/ar.json';
import rootEn from '../../mf-account/src/i18n/en.json';
import sharedAr from '../../mf-account/src/shared/i18n/ar.json';
import sharedEn from '../../mf-account/src/shared/i18n/en.json';
import profileAr from '../../mf-account/src/features/profile/i18n/ar.json';
import profileEn from '../../mf-account/src/features/profile/i18n/en.json';
import wishlistsAr from '../../mf-account/src/features/wishlists/i18n/ar.json';
import wishlistsEn from '../../mf-account/src/features/wishlists/i18n/en.json';
import settingsAr from '../../mf-account/src/features/account-settings/i18n/ar.json';
import settingsEn from '../../mf-account/src/features/account-settings/i18n/en.json';
import reservationsAr from '../../mf-account/src/features/reservations/i18n/ar.json';
import reservationsEn from '../../mf-account/src/features/reservations/i18n/en.json';
import notificationsAr from '../../mf-account/src/features/notifications/i18n/ar.json';
import notificationsEn from '../../mf-account/src/features/notifications/i18n/en.json';
import transactionsAr from '../../mf-account/src/features/transactions/i18n/ar.json';
import transactionsEn from '../../mf-account/src/features/transactions/i18n/en.json';
import profileFormAr from '../../mf-account/src/features/profile-form/i18n/ar.json';
import profileFormEn from '../../mf-account/src/features/profile-form/i18n/en.json';
import type { Locale, Theme } from './discovery';
import { setTheme } from './discovery';
import { latestCode, shot, uniqueEmail } from './site';
import { messageLookup } from './messages';

/**
 * Account journeys' plumbing: mf-account's catalogues (an untranslated string fails the
 * assertion), a fresh account per journey made through the sign-up API with the outbox code, and
 * sign-in through the route guard.
 */
const catalogues: Record<Locale, Record<string, string>> = {
  en: { ...rootEn, ...sharedEn, ...profileEn, ...wishlistsEn, ...settingsEn, ...reservationsEn, ...transactionsEn, ...notificationsEn, ...profileFormEn },
  ar: { ...rootAr, ...sharedAr, ...profileAr, ...wishlistsAr, ...settingsAr, ...reservationsAr, ...transactionsAr, ...notificationsAr, ...profileFormAr },
};

/** A string of this area's catalogues (`messageLookup`: a missing id fails, `{x}` values filled in, plurals refused). */
export const amsg = messageLookup(catalogues);

export interface Account {
  email: string;
  password: string;
  phone: string;
  fullName: string;
}

const randomPhone = () => `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A new guest account (e-mail confirmed by its sign-up code; the phone not yet confirmed). */
export async function createAccount(request: APIRequestContext, prefix = 'account'): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: 'Strong#Pass1', phone: randomPhone(), fullName: 'Reem Al-Ghamdi' };
  expect((await request.post('/Register/NewOTP', { data: { email: account.email } })).ok()).toBe(true);
  const otp = await latestCode(request, account.email);
  const res = await request.post('/Register/NewUser', {
    data: { email: account.email, phoneNumber: account.phone, fullName: account.fullName, password: account.password, dateOfBirth: '1994-03-15', isMale: false, isHost: false, otpConfirmationCode: otp },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return account;
}

/** A visitor opening a protected route is sent to sign-in, then back to it. */
export async function signInAt(page: Page, url: string, account: { email: string; password: string }, ready: string): Promise<void> {
  await page.goto(url);
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
  await page.getByTestId('signin-email').fill(account.email);
  await page.getByTestId('signin-password').fill(account.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId(ready)).toBeVisible();
}

export async function useLanguage(page: Page, locale: Locale): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang'))?.startsWith(locale)) return;
  await page.getByTestId('language-switch').click();
  await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

/** The same view in both themes (the journey's language), for a person to look at. */
export async function shotThemes(page: Page, view: string, locale: Locale, themes: readonly Theme[] = ['light', 'dark']): Promise<void> {
  for (const theme of themes) {
    await setTheme(page, theme);
    await shot(page, `account-${view}-${locale}-${theme}`);
  }
  await setTheme(page, 'light');
}

/** The code the outbox holds for an address, newer than `after` (a resend must not reuse an old one). */
export async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  return latestCode(request, to);
}

/** An access token for calls the journey makes itself (setting up data the page then shows). */
export async function apiToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const res = await request.post('/Connect/Token', { data: { username: account.email, password: account.password, isDashboard: false, isPersistent: false, isPhoneOTP: false } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

