import { generateKeyPairSync, randomInt, randomUUID, sign, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * An offline Nafath (shared/reference/outside-services.md), shaped like the calls the API's
 * adapter makes (infra/api/src/services/nafath.ts), so the real adapter runs end to end without
 * the service:
 *
 * - `POST /api/v1/mfa/request?local=…&requestId=…` with the APP-ID / APP-KEY headers and
 *   `{ nationalId, service }` → `{ transId, random }`.
 * - `GET /api/v1/mfa/jwk` → the public key the callbacks are signed with (a fresh RSA key per run).
 * - `GET /app?nationalId=…&lang=en|ar`: the person's "phone": the requests waiting for that ID,
 *   three numbers to pick from and Reject. Picking the site's number completes the request, any
 *   other number or Reject rejects it, as in the real app.
 * - the answer is posted to `callbackUrl` as `{ token, transId, requestId }`, `token` an RS256 JWT
 *   whose claims carry the status, the transaction and the person's names.
 */
export interface NafathSandboxOptions {
  appId: string;
  appKey: string;
  /** Where the signed outcome is posted (the API's /api/Manage/NationalIdentity/Callback). */
  callbackUrl?: string;
  /** How long a request waits for the person (Nafath: about three minutes). */
  requestSeconds?: number;
  now?: () => Date;
  doFetch?: typeof fetch;
}

export const SIGNING_KID = 'nafath-sandbox-1';

interface Transaction {
  transId: string;
  requestId: string;
  nationalId: string;
  random: number;
  expiresAt: Date;
  status: 'WAITING' | 'COMPLETED' | 'REJECTED';
}

// The people the stand-in "knows": the same ID always returns the same person.
const PEOPLE = [
  { ar: ['سلمان', 'عبدالعزيز', 'ناصر', 'القحطاني'], en: ['Salman', 'Abdulaziz', 'Nasser', 'Al-Qahtani'] },
  { ar: ['لمى', 'إبراهيم', 'علي', 'العتيبي'], en: ['Lama', 'Ibrahim', 'Ali', 'Al-Otaibi'] },
  { ar: ['يزيد', 'حمد', 'سالم', 'الحربي'], en: ['Yazeed', 'Hamad', 'Salem', 'Al-Harbi'] },
];
export const personFor = (nationalId: string) => PEOPLE[[...nationalId].reduce((s, d) => s + Number(d), 0) % PEOPLE.length];

const T = {
  en: {
    title: 'Nafath (sandbox)',
    intro: 'This page plays the Nafath app on the person’s phone. Enter the national ID the site was given, then pick the number the site shows, or reject the request.',
    nationalId: 'National ID or Iqama number',
    open: 'Show requests',
    refresh: 'Refresh',
    none: 'No request is waiting for this ID. Start one on the site, then refresh.',
    service: 'Tajriba asks to verify your identity',
    as: 'You will be verified as',
    pick: 'Pick the number shown on the site',
    reject: 'Reject',
    expires: 'Expires',
    done: {
      completed: 'Approved: the site completes now.',
      rejected: 'Rejected: the site shows the request was rejected.',
      stale: 'This request is no longer waiting.',
      unreachable: 'The answer could not be delivered to the site. Try again.',
    },
    other: 'العربية',
  },
  ar: {
    title: 'نفاذ (بيئة تجريبية)',
    intro: 'تحاكي هذه الصفحة تطبيق نفاذ على جوال الشخص. أدخل رقم الهوية الذي أُرسل إلى الموقع، ثم اختر الرقم الظاهر في الموقع أو ارفض الطلب.',
    nationalId: 'رقم الهوية الوطنية أو الإقامة',
    open: 'عرض الطلبات',
    refresh: 'تحديث',
    none: 'لا يوجد طلب بانتظار هذا الرقم. ابدأ طلبًا في الموقع ثم حدّث الصفحة.',
    service: 'تطلب تجربة التحقق من هويتك',
    as: 'سيتم التحقق منك باسم',
    pick: 'اختر الرقم الظاهر في الموقع',
    reject: 'رفض',
    expires: 'ينتهي',
    done: {
      completed: 'تمت الموافقة: سيكمل الموقع الآن.',
      rejected: 'تم الرفض: سيعرض الموقع أن الطلب مرفوض.',
      stale: 'لم يعد هذا الطلب بانتظار الرد.',
      unreachable: 'تعذّر إيصال الرد إلى الموقع. حاول مرة أخرى.',
    },
    other: 'English',
  },
};
type Lang = keyof typeof T;
type Done = keyof (typeof T)['en']['done'];

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '').slice(0, 10);
const sameSecret = (a: string | undefined, b: string) => !!a && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The right number and two others, in random order (the app's three circles). */
function choices(random: number): number[] {
  const set = new Set([random]);
  while (set.size < 3) set.add(randomInt(10, 100));
  return [...set].sort(() => randomInt(0, 3) - 1);
}

function readBody(req: IncomingMessage, limit = 16_384): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
      if (raw.length > limit) reject(new Error('body too large'));
    });
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

function page(lang: Lang, nationalId: string, waiting: Transaction[], done: Done | null): string {
  const t = T[lang];
  const q = (l: Lang) => `?lang=${l}${nationalId ? `&nationalId=${nationalId}` : ''}`;
  const person = personFor(nationalId);
  const requests = waiting
    .map(
      (tx) => `<form method="post" action="/app/respond" class="req" data-testid="nafath-request">
  <input type="hidden" name="transId" value="${esc(tx.transId)}"><input type="hidden" name="nationalId" value="${nationalId}"><input type="hidden" name="lang" value="${lang}">
  <p><strong>${t.service}</strong></p>
  <p>${t.as} <strong data-testid="nafath-person">${esc(person[lang].join(' '))}</strong></p>
  <p>${t.pick}</p>
  <div class="nums">${choices(tx.random)
    .map((n) => `<button name="number" value="${n}" class="num" data-testid="nafath-number-${n}">${n.toLocaleString(lang === 'ar' ? 'ar-SA' : 'en')}</button>`)
    .join('')}</div>
  <p class="muted">${t.expires}: ${tx.expiresAt.toLocaleTimeString(lang === 'ar' ? 'ar-SA' : 'en-GB')}</p>
  <button name="reject" value="1" class="reject" data-testid="nafath-reject">${t.reject}</button>
</form>`,
    )
    .join('');
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><title>${t.title}</title>
<style>
:root{--bg:#f4f7f6;--card:#fff;--fg:#1b2a27;--muted:#5b6b67;--brand:#0f7a63;--bad:#b3261e;--ok:#e6f4ef}
@media (prefers-color-scheme:dark){:root{--bg:#111816;--card:#1c2522;--fg:#e3ece9;--muted:#9fb0ab;--brand:#4fc3a1;--bad:#f2b8b5;--ok:#1f3a31}}
body{font-family:system-ui,'Noto Sans Arabic',sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:var(--fg);background:var(--bg)}h1{font-size:1.3rem}a{color:var(--brand)}
.req{background:var(--card);border-radius:12px;padding:1rem;margin-block:1rem;box-shadow:0 1px 3px #0003}.nums{display:flex;gap:.75rem}
.num{font-size:1.6rem;width:4rem;height:4rem;border-radius:50%;border:2px solid var(--brand);background:var(--card);color:var(--brand);cursor:pointer}
.reject{margin-block-start:.5rem;background:none;border:1px solid var(--bad);color:var(--bad);border-radius:8px;padding:.4rem 1rem;cursor:pointer}
.open{background:var(--brand);color:var(--bg);border:0;border-radius:8px;padding:.45rem 1.1rem;font-size:.95rem;cursor:pointer}
.muted{color:var(--muted);font-size:.85rem}.done{background:var(--ok);padding:.75rem;border-radius:8px}
input[type=text]{padding:.5rem;font-size:1rem;width:100%;box-sizing:border-box;margin-block:.5rem;background:var(--card);color:var(--fg);border:1px solid var(--muted);border-radius:6px}
</style></head><body>
<p><a href="/app${q(lang === 'ar' ? 'en' : 'ar')}" data-testid="nafath-language">${t.other}</a></p><h1>${t.title}</h1><p>${t.intro}</p>
${done ? `<p class="done" role="status" data-testid="nafath-done" data-outcome="${done}">${t.done[done]}</p>` : ''}
<form method="get" action="/app"><input type="hidden" name="lang" value="${lang}"><label>${t.nationalId}<input type="text" name="nationalId" inputmode="numeric" value="${nationalId}" data-testid="nafath-national-id"></label>
<button class="open" data-testid="nafath-open">${nationalId ? t.refresh : t.open}</button></form>
${nationalId ? requests || `<p data-testid="nafath-none">${t.none}</p>` : ''}
</body></html>`;
}

export function createNafathSandbox(opts: NafathSandboxOptions) {
  const now = opts.now ?? (() => new Date());
  const doFetch = opts.doFetch ?? fetch;
  const requestSeconds = opts.requestSeconds ?? 180;
  const keys: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const transactions = new Map<string, Transaction>();

  const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const html = (res: ServerResponse, body: string) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'" })
      .end(body);

  /** The outcome as Nafath signs it: RS256 with the key the JWKS publishes. */
  function token(tx: Transaction): string {
    const [firstName, secondName, thirdName, lastName] = personFor(tx.nationalId).ar;
    const [englishFirstName, englishSecondName, englishThirdName, englishLastName] = personFor(tx.nationalId).en;
    const iat = Math.floor(now().getTime() / 1000);
    const claims = {
      status: tx.status,
      transId: tx.transId,
      requestId: tx.requestId,
      iat,
      exp: iat + 300,
      ...(tx.status === 'COMPLETED' ? { firstName, secondName, thirdName, lastName, englishFirstName, englishSecondName, englishThirdName, englishLastName } : {}),
    };
    const unsigned = `${b64({ alg: 'RS256', kid: SIGNING_KID, typ: 'JWT' })}.${b64(claims)}`;
    return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), keys.privateKey).toString('base64url')}`;
  }

  async function answer(transId: string, a: { number?: number; reject: boolean }): Promise<Done> {
    const tx = transactions.get(transId);
    if (!tx || tx.status !== 'WAITING' || tx.expiresAt <= now()) return 'stale';
    const status = !a.reject && a.number === tx.random ? 'COMPLETED' : 'REJECTED';
    if (!opts.callbackUrl) return 'unreachable';
    try {
      const res = await doFetch(opts.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: token({ ...tx, status }), transId: tx.transId, requestId: tx.requestId }),
        signal: AbortSignal.timeout(10_000),
      });
      // Only a delivered answer closes the request; otherwise the person can answer again.
      if (!res.ok) return 'unreachable';
    } catch {
      return 'unreachable';
    }
    tx.status = status;
    return status === 'COMPLETED' ? 'completed' : 'rejected';
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://nafath.local');
    try {
      if (req.method === 'GET' && url.pathname === '/healthz') return void json(res, 200, { ok: true });
      if (req.method === 'GET' && url.pathname === '/api/v1/mfa/jwk')
        return void json(res, 200, { keys: [{ ...keys.publicKey.export({ format: 'jwk' }), kid: SIGNING_KID, alg: 'RS256', use: 'sig' }] });
      if (req.method === 'POST' && url.pathname === '/api/v1/mfa/request') {
        if (!sameSecret(req.headers['app-id'] as string | undefined, opts.appId) || !sameSecret(req.headers['app-key'] as string | undefined, opts.appKey))
          return void json(res, 401, { message: 'invalid APP-ID or APP-KEY' });
        let body: { nationalId?: unknown; service?: unknown };
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          return void json(res, 400, { message: 'invalid JSON' });
        }
        if (typeof body.nationalId !== 'string' || !/^[12]\d{9}$/.test(body.nationalId) || typeof body.service !== 'string' || !body.service)
          return void json(res, 400, { message: 'nationalId (10 digits starting with 1 or 2) and service are required' });
        const tx: Transaction = {
          transId: randomUUID(),
          requestId: url.searchParams.get('requestId') ?? randomUUID(),
          nationalId: body.nationalId,
          random: randomInt(10, 100),
          expiresAt: new Date(now().getTime() + requestSeconds * 1000),
          status: 'WAITING',
        };
        transactions.set(tx.transId, tx);
        return void json(res, 200, { transId: tx.transId, random: String(tx.random) });
      }
      if (req.method === 'GET' && url.pathname === '/app') {
        const lang: Lang = url.searchParams.get('lang') === 'ar' ? 'ar' : 'en';
        const nationalId = digits(url.searchParams.get('nationalId'));
        const done = url.searchParams.get('done');
        const waiting = [...transactions.values()].filter((tx) => tx.nationalId === nationalId && tx.status === 'WAITING' && tx.expiresAt > now());
        return void html(res, page(lang, nationalId, nationalId ? waiting : [], done && done in T.en.done ? (done as Done) : null));
      }
      if (req.method === 'POST' && url.pathname === '/app/respond') {
        const form = new URLSearchParams(await readBody(req));
        const lang: Lang = form.get('lang') === 'ar' ? 'ar' : 'en';
        const number = Number(form.get('number'));
        const done = await answer(form.get('transId') ?? '', { number: Number.isInteger(number) ? number : undefined, reject: form.has('reject') });
        res.writeHead(303, { location: `/app?lang=${lang}&nationalId=${digits(form.get('nationalId'))}&done=${done}` }).end();
        return;
      }
      json(res, 404, { message: 'not found' });
    } catch {
      json(res, 400, { message: 'bad request' });
    }
  }

  return { handle };
}
