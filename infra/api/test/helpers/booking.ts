import { bearer, createTestApp, type TestApp } from './app';
import { catalogueFixture, type CatalogueFixture } from './catalogue';
import { startSandbox, type SandboxProcess } from './payments';

/** The booking suites' world: the payment sandbox, the app on it at 09:00 Riyadh on 1 June 2026, a catalogue with two hosts. */
export interface BookingWorld {
  t: TestApp;
  fx: CatalogueFixture;
  sandbox: SandboxProcess;
  /** e-mails of fx.hostId and fx.otherHostId (password Secret#123) */
  hostEmails: [string, string];
  /** fresh access tokens of the two hosts (a test may move the clock past the 15-minute tokens) */
  hostTokens(): Promise<[string, string]>;
  close(): Promise<void>;
}

export async function bookingWorld(env: Record<string, string> = {}, sandboxOpts: Parameters<typeof startSandbox>[0] = {}): Promise<BookingWorld> {
  const sandbox = await startSandbox(sandboxOpts);
  const t = await createTestApp({ PAYMENTS_URL: sandbox.url, PAYMENTS_PUBLIC_URL: sandbox.url, RATE_LIMITS: 'false', ...env });
  t.clock.set(new Date('2026-06-01T06:00:00Z'));
  const fx = await catalogueFixture(t);
  const emailOf = async (id: number) => (await t.database.sql.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id]))[0].email;
  const hostEmails: [string, string] = [await emailOf(fx.hostId), await emailOf(fx.otherHostId)];
  return {
    t,
    fx,
    sandbox,
    hostEmails,
    hostTokens: async () => [(await t.signIn(hostEmails[0], 'Secret#123')).accessToken, (await t.signIn(hostEmails[1], 'Secret#123')).accessToken],
    async close() {
      await t.close();
      await sandbox.stop();
    },
  };
}

/** `call(method, url, token, body?, lang?)` → status and parsed JSON body. */
export const caller =
  (t: () => TestApp) =>
  async (method: string, url: string, token: string | null, payload?: unknown, lang = 'en-US') => {
    const res = await t().app.inject({ method: method as 'GET', url, payload: payload as object, headers: { ...(token ? bearer(token) : {}), 'accept-language': lang } });
    return { status: res.statusCode, body: res.json() };
  };

/** The booking suites' public experience: 100 SAR host price → 105 SAR a guest, 10 seats, 10 % off for groups of 4 to 8, free cancellation until a day before. */
export const groupExperience = (fx: CatalogueFixture) =>
  fx.experience({
    price: 100,
    capacity_max: 10,
    cancellation_policy: 1,
    discounts: JSON.stringify([{ id: 1, type: 'percentage', value: 10, groupSizeMin: 4, groupSizeMax: 8 }]),
    has_discounts: true,
  });
