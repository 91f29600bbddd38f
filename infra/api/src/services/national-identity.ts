import { randomInt } from 'node:crypto';
import type { SqlClient } from '../db/client';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { identitySandboxRepository } from '../repositories/identity-sandbox';

export type NationalStatus = 'waiting' | 'completed' | 'rejected' | 'expired';

/** The verified person as the service returns them (we keep only the name). */
export interface NationalPerson {
  nameAr: string;
  nameEn: string;
}

/**
 * The national identity service (Nafath-style, reference/outside-services.md): `start` sends the
 * national ID and gets a transaction id and a random two-digit number the person must pick in the
 * national app; `status` is polled until the transaction is completed, rejected or expired, and
 * on completion carries the verified person.
 */
export interface NationalIdentityProvider {
  readonly name: string;
  start(nationalId: string): Promise<{ transactionId: string; randomNumber: number; expiresAt: Date }>;
  status(transactionId: string): Promise<{ status: NationalStatus; person: NationalPerson | null }>;
}

/**
 * The page where a tester answers as the person would in the national app, for the number
 * screen's test link: the built-in sandbox's `/dev/identity-sandbox` (same origin, through the
 * edge), or in Nafath mode the stand-in's `/app` (NAFATH_APP_URL, else `<NAFATH_BASE_URL>/app`
 * when the base URL is on this machine). Never in production (the real app is on the person's
 * phone), and none for a real Nafath elsewhere. The page takes `nationalId` and `lang`.
 */
export function nationalTestAppUrl(config: Pick<Config, 'isProduction' | 'adapters'>): string | null {
  if (config.isProduction) return null;
  if (config.adapters.identity === 'sandbox') return '/dev/identity-sandbox';
  const { appUrl, baseUrl } = config.adapters.nafath;
  if (appUrl) return appUrl;
  const host = URL.canParse(baseUrl) ? new URL(baseUrl).hostname : '';
  return ['localhost', '127.0.0.1', '[::1]'].includes(host) ? `${baseUrl.replace(/\/+$/, '')}/app` : null;
}

/** How long the person has to answer in the app (Nafath: about three minutes). */
export const SANDBOX_REQUEST_SECONDS = 180;

// Demo people the sandbox "knows": the same national ID always returns the same person.
const SANDBOX_PEOPLE: NationalPerson[] = [
  { nameAr: 'عبدالرحمن محمد الغامدي', nameEn: 'Abdulrahman Mohammed Al-Ghamdi' },
  { nameAr: 'نورة سعد الشهري', nameEn: 'Noura Saad Al-Shehri' },
  { nameAr: 'فيصل عبدالله الدوسري', nameEn: 'Faisal Abdullah Al-Dosari' },
  { nameAr: 'ريم خالد الزهراني', nameEn: 'Reem Khalid Al-Zahrani' },
  { nameAr: 'تركي فهد المطيري', nameEn: 'Turki Fahad Al-Mutairi' },
];
export const sandboxPersonFor = (nationalId: string): NationalPerson =>
  SANDBOX_PEOPLE[[...nationalId].reduce((s, d) => s + Number(d), 0) % SANDBOX_PEOPLE.length];

/** The three numbers the sandbox app offers: the right one and two others, in random order. */
export function sandboxChoices(randomNumber: number): number[] {
  const set = new Set([randomNumber]);
  while (set.size < 3) set.add(randomInt(10, 100));
  return [...set].sort(() => randomInt(0, 3) - 1);
}

/**
 * The offline sandbox: the provider's side lives in this API (table identity_sandbox_transactions,
 * the "app" page at /dev/identity-sandbox where a tester picks the number or rejects). Used by
 * default and in every test; IDENTITY_PROVIDER selects a real provider when one is configured.
 */
export function sandboxNationalIdentity(sql: SqlClient, clock: Clock): NationalIdentityProvider {
  const repo = identitySandboxRepository(sql);
  return {
    name: 'sandbox',
    async start(nationalId) {
      const at = clock.now();
      const expiresAt = new Date(at.getTime() + SANDBOX_REQUEST_SECONDS * 1000);
      const t = await repo.create(nationalId, randomInt(10, 100), expiresAt, at);
      return { transactionId: t.id, randomNumber: t.randomNumber, expiresAt };
    },
    async status(transactionId) {
      const t = await repo.get(transactionId);
      if (!t) return { status: 'expired', person: null };
      const status: NationalStatus = t.status === 'waiting' && new Date(t.expiresAt) <= clock.now() ? 'expired' : t.status;
      return { status, person: status === 'completed' ? sandboxPersonFor(t.nationalId) : null };
    },
  };
}

/** The sandbox app's side: what a tester sees for a national ID and their answer. */
export function sandboxApp(sql: SqlClient, clock: Clock) {
  const repo = identitySandboxRepository(sql);
  return {
    waitingFor: (nationalId: string) => repo.waitingFor(nationalId, clock.now()),
    /** Picking a number other than the site's rejects the request, like the real app. */
    async respond(id: string, answer: { number?: number; reject?: boolean }): Promise<'completed' | 'rejected' | 'stale'> {
      const t = await repo.get(id);
      if (!t) return 'stale';
      const outcome = answer.reject || answer.number !== t.randomNumber ? 'rejected' : 'completed';
      return (await repo.respond(id, outcome, clock.now())) ? outcome : 'stale';
    },
  };
}
