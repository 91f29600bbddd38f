import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { locales, readNumber } from '../support/discovery';
import { shot } from '../support/site';
import { createHost, shotThemes, signIn, vmsg } from '../support/verification';

/**
 * Issue 15: the Saudi-ID route through the API's real Nafath adapter (IDENTITY_PROVIDER=nafath),
 * not the sandbox adapter the other journeys use. The test site runs one provider, so this spec
 * starts a second site the README's way (`npm start` with IDENTITY_PROVIDER=nafath: the Nafath
 * stand-in infra/nafath-sandbox, the API in Nafath mode, registry and edge) on the next ports
 * (+5), and stops it afterwards. The person answers on the stand-in's app page in a second page,
 * as they would on their phone; its signed callback completes the request the wizard polls.
 */
const offset = (name: string, fallback: number) => Number(process.env[name] ?? fallback) + 5;
const ports = {
  WEB_PORT: offset('E2E_PORT', 8080),
  API_PORT: offset('API_PORT', 5050),
  REGISTRY_PORT: offset('REGISTRY_PORT', 4400),
  PAYMENTS_PORT: offset('PAYMENTS_PORT', 4700),
  NAFATH_PORT: offset('PAYMENTS_PORT', 4700) + 1,
};
const site = `http://localhost:${ports.WEB_PORT}`;
const nafathApp = `http://localhost:${ports.NAFATH_PORT}/app`;

let server: ChildProcess | undefined;
let output = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: site });

test.beforeAll(async () => {
  // Starting a second site (publish, migrate, seed) takes a while on a busy machine.
  test.setTimeout(300_000);
  // The second site's own ports and provider; the stand-in's credentials are start.mjs's defaults.
  const env: NodeJS.ProcessEnv = { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])), IDENTITY_PROVIDER: 'nafath' };
  for (const k of ['NAFATH_BASE_URL', 'NAFATH_APP_ID', 'NAFATH_APP_KEY', 'SITE_URL', 'E2E_BASE_URL']) delete env[k];
  server = spawn('node', ['scripts/start.mjs', '--no-build', '--fresh', '--e2e'], {
    cwd: path.resolve(__dirname, '../..'),
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (c) => (output += c));
  server.stderr?.on('data', (c) => (output += c));
  const failed = (why: string) => new Error(`the Nafath site did not start (${why}):\n${output.slice(-4000)}`);
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw failed(`start.mjs exited ${server?.exitCode}`);
        return (await fetch(`${site}/ready`).catch(() => null))?.ok ?? false;
      },
      { timeout: 280_000, intervals: [1000] },
    )
    .toBe(true)
    .catch((err: Error) => {
      throw err.message.startsWith('the Nafath site') ? err : failed(err.message);
    });
});

test.afterAll(async () => {
  // start.mjs stops its children on SIGTERM; its process group is ours alone (detached above).
  if (server?.pid && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => server?.once('exit', r));
  }
});

test.describe('verification through Nafath', () => {
  for (const locale of locales) {
    test(`Saudi ID through Nafath: the number picked on the app completes the wizard (${locale})`, async ({ page, request, context }) => {
      test.setTimeout(180_000);
      const host = await createHost(request, `verify-nafath-${locale}`);
      const nationalId = `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
      await signIn(page, '/verification/identity', host, 'identity-wizard', locale);
      await page.getByRole('radio', { name: new RegExp(`^${vmsg(locale, 'verification.yes')}`) }).check();
      await page.getByTestId('next').click();
      await expect(page.getByTestId('identity-wizard')).toHaveAttribute('data-step', 'national');
      await page.getByTestId('national-id').fill(nationalId);
      await page.getByTestId('national-start').click();
      await expect(page.getByTestId('national-request')).toHaveAttribute('data-status', 'waiting');
      const n = readNumber((await page.getByTestId('national-number').textContent()) ?? '');
      expect(n).toBeGreaterThanOrEqual(10);
      // The test link opens the stand-in's app page (not the API's own sandbox), for this ID and language.
      await expect(page.getByTestId('sandbox-link')).toHaveAttribute('href', new RegExp(`^http://(127\\.0\\.0\\.1|localhost):${ports.NAFATH_PORT}/app\\?nationalId=${nationalId}&lang=${locale}$`));
      await shotThemes(page, 'nafath-1-number', locale);

      // The person's phone: the Nafath app shows the request with three numbers.
      const phone = await context.newPage();
      await phone.goto(`${nafathApp}?nationalId=${nationalId}&lang=${locale}`);
      await expect(phone.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(phone.getByTestId('nafath-request')).toHaveCount(1);
      const person = (await phone.getByTestId('nafath-person').textContent()) ?? '';
      for (const scheme of ['light', 'dark'] as const) {
        await phone.emulateMedia({ colorScheme: scheme });
        await shot(phone, `verification-nafath-app-${locale}-${scheme}`);
      }
      await phone.getByTestId(`nafath-number-${n}`).click();
      await expect(phone.getByTestId('nafath-done')).toHaveAttribute('data-outcome', 'completed');
      await phone.close();
      // Back to the wizard's tab, as a person switching back from the app (see verification.spec).
      await page.bringToFront();

      // The signed callback reached the API; the wizard's poll sees it.
      await expect(page.getByTestId('identity-done')).toContainText(vmsg(locale, 'verification.national.done'));
      await shotThemes(page, 'nafath-2-done', locale);
      await page.getByTestId('identity-done').getByRole('button').click();
      await expect(page.getByTestId('identity-status')).toHaveText(vmsg(locale, 'verification.status.approved'));
      await expect(page.getByTestId('national-result')).toContainText(nationalId.slice(-4));
      // The API keeps the Arabic name the token carries (the app page shows the person's language).
      if (locale === 'ar') await expect(page.getByTestId('national-result')).toContainText(person.trim());
      await shotThemes(page, 'nafath-3-approved', locale);
    });
  }
});
