import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode, shot, uniqueEmail } from '../support/site';

/** A Saudi mobile number nobody else uses in this run. */
const uniqueLocalPhone = () => `5${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

async function typeCode(page: Page, code: string) {
  await page.getByTestId('otp-step').locator('input').first().click();
  await page.keyboard.type(code);
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-in')).toBeVisible();
}

/** Signs a new guest up through the dialog; returns the credentials. */
async function signUp(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('journey');
  const phone = uniqueLocalPhone();
  const password = 'Journey#2026';
  await page.goto('/');
  await page.getByTestId('sign-in').click();
  await page.getByTestId('signup-link').click();
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-email-submit').click();
  await expect(page.getByTestId('resend-countdown')).toBeVisible();
  await typeCode(page, await latestCode(request, email));
  await page.getByTestId('signup-fullname').fill('Journey Tester');
  await page.getByTestId('signup-finish-form').locator('input[type=tel]').fill(phone);
  await page.getByTestId('signup-password').fill(password);
  await page.getByTestId('signup-confirm').fill(password);
  await page.getByTestId('signup-dob').fill('03141995');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return { email, phone: `+966${phone}`, localPhone: phone, password };
}

test('sign up with the code from the outbox, stay signed in across a reload, sign out, sign in', async ({ page, request }) => {
  const user = await signUp(page, request);
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await signOut(page);

  await page.getByTestId('sign-in').click();
  await page.getByTestId('signin-email').fill(user.email);
  await page.getByTestId('signin-password').fill('Wrong#2026');
  await page.getByTestId('signin-submit').click();
  await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('signin-email')).toHaveValue(user.email);
  await page.getByTestId('signin-password').fill(user.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await shot(page, 'auth-signed-in');
});

test('phone code login; back returns to the number', async ({ page, request }) => {
  const user = await signUp(page, request);
  await signOut(page);
  await page.getByTestId('sign-in').click();
  await page.getByTestId('phone-login-link').click();
  await page.getByTestId('phone-form').locator('input[type=tel]').fill(user.localPhone);
  await page.getByTestId('phone-submit').click();
  await expect(page.getByTestId('otp-step')).toBeVisible();
  await page.getByTestId('otp-back').click();
  await expect(page.getByTestId('phone-form').locator('input[type=tel]')).toHaveValue(user.localPhone);
  // Sent again within the resend interval: the code already texted is the one to enter.
  await page.getByTestId('phone-submit').click();
  await typeCode(page, await latestCode(request, user.phone));
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await shot(page, 'auth-phone-login');
});

test('forgot password by e-mail, then sign in with the new password', async ({ page, request }) => {
  const user = await signUp(page, request);
  await signOut(page);
  await page.getByTestId('sign-in').click();
  await page.getByTestId('signin-email').fill(user.email);
  await page.getByTestId('forgot-link').click();
  await page.getByTestId('forgot-send').click();
  await expect(page.getByTestId('otp-step')).toBeVisible();
  await typeCode(page, await latestCode(request, user.email));
  await page.getByTestId('reset-password').fill('Renewed#2026');
  await page.getByTestId('reset-confirm').fill('Renewed#2026');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('signin-email')).toHaveValue(user.email);
  await page.getByTestId('signin-password').fill('Renewed#2026');
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await shot(page, 'auth-forgot-password');
});

test('the sign-in page honours its redirect and refuses other origins', async ({ page, request }) => {
  const user = await signUp(page, request);
  await signOut(page);
  await page.goto(`/auth/signin?redirect=${encodeURIComponent('/about-us')}`);
  await page.getByTestId('signin-email').fill(user.email);
  await page.getByTestId('signin-password').fill(user.password);
  await page.getByTestId('signin-submit').click();
  await expect(page).toHaveURL(/\/about-us$/);
  // Already signed in: the page sends people on at once.
  await page.goto(`/auth/signin?redirect=${encodeURIComponent('/offers')}`);
  await expect(page).toHaveURL(/\/offers$/);
  await signOut(page);
  await page.goto(`/auth/signin?redirect=${encodeURIComponent('https://evil.example/')}`);
  await page.getByTestId('signin-email').fill(user.email);
  await page.getByTestId('signin-password').fill(user.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('policy pages in both languages and the contact form', async ({ page }) => {
  await page.goto('/policies/cancellation-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { level: 1, name: 'سياسة الإلغاء' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.goto('/contact-us');
  await page.getByTestId('contact-name').fill('Journey Tester');
  await page.getByTestId('contact-email').fill(uniqueEmail('contact'));
  await page.getByTestId('contact-subject').fill('Question about hosting');
  await page.getByTestId('contact-message').fill('Do I need a tourism licence to host a desert camp?');
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
  await shot(page, 'content-contact-sent');
});
