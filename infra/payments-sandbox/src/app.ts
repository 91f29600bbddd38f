import { randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brandOf, cardFor, DECLINE_TEXT, luhnValid, maskedNumber, type CardBrand } from './cards';
import { challengePage, pickLang } from './challenge-page';

/**
 * An offline card gateway with the shape of Moyasar's public API (shared/reference/outside-services.md):
 * amounts in halalas, HTTP Basic auth with a publishable key (browser: create payments and tokens)
 * or a secret key (server: fetch, refund, delete), `given_id` as the payment id and idempotency key,
 * 3-D Secure through `source.transaction_url` and a return to `callback_url?id=&status=&message=`,
 * save-only tokens verified the same way, refunds (partial allowed), and webhooks carrying the
 * shared `secret_token`, retried until the receiver answers 2xx.
 */
export interface SandboxOptions {
  /** Where the sandbox is reached by browsers (transaction and verification URLs). */
  publicUrl: string;
  publishableKey: string;
  secretKey: string;
  /** Webhook receiver (the API); unset → no webhooks. */
  webhookUrl?: string;
  webhookSecret: string;
  merchantName: string;
  /** JSON file that keeps payments and tokens across restarts; unset → memory only. */
  dataFile?: string;
  /** First retry delay of a failed webhook delivery; doubles each time (6 attempts). */
  webhookRetryMs: number;
  log?: (line: string, extra?: Record<string, unknown>) => void;
}

interface StoredCard {
  number: string;
  name: string;
  month: number;
  year: number;
  brand: CardBrand;
}

interface Payment {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'refunded';
  amount: number;
  fee: number;
  currency: string;
  refunded: number;
  refunded_at: string | null;
  captured: number;
  description: string | null;
  callback_url: string;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  source: {
    type: 'creditcard' | 'token';
    company: CardBrand;
    name: string;
    number: string;
    message: string | null;
    transaction_url: string | null;
    token: string | null;
    gateway_id: string;
    reference_number: string | null;
  };
  /** Not in the gateway's answer: what the sandbox needs to decide later. */
  _card: StoredCard;
  _saveCard: boolean;
  _refundKeys: string[];
}

interface Token {
  id: string;
  status: 'initiated' | 'active' | 'failed';
  brand: CardBrand;
  funding: 'credit' | 'debit';
  country: string;
  name: string;
  last_four: string;
  month: string;
  year: string;
  verification_url: string | null;
  callback_url: string | null;
  created_at: string;
  message: string | null;
  _card: StoredCard;
}

interface State {
  payments: Record<string, Payment>;
  tokens: Record<string, Token>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly errors: Record<string, string[]> | null = null,
  ) {
    super(message);
  }
}

const nowIso = () => new Date().toISOString();

const publicPayment = (p: Payment) => {
  const { _card, _saveCard, _refundKeys, ...rest } = p;
  void _card;
  void _saveCard;
  void _refundKeys;
  return rest;
};
const publicToken = (t: Token) => {
  const { _card, callback_url, ...rest } = t;
  void _card;
  void callback_url;
  return rest;
};

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > 64 * 1024) throw new HttpError(413, 'invalid_request_error', 'Payload too large');
    chunks.push(c as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new HttpError(400, 'invalid_request_error', 'Body must be a JSON object');
}

/** Validates a card the way the gateway does (field errors keyed like `source.number`). */
function parseCard(src: Record<string, unknown>, prefix: string): StoredCard {
  const errors: Record<string, string[]> = {};
  const number = String(src.number ?? '').replace(/[\s-]/g, '');
  const name = String(src.name ?? '').trim();
  const month = Number(src.month);
  const year = Number(src.year);
  const cvc = String(src.cvc ?? '');
  if (!luhnValid(number)) errors[`${prefix}number`] = ['is invalid'];
  if (!name || name.split(/\s+/).length < 2) errors[`${prefix}name`] = ['must be first and last name'];
  if (!Number.isInteger(month) || month < 1 || month > 12) errors[`${prefix}month`] = ['is invalid'];
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(year) || fullYear < 2000 || fullYear > 2099) errors[`${prefix}year`] = ['is invalid'];
  else {
    const now = new Date();
    if (fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) errors[`${prefix}year`] = ['card is expired'];
  }
  if (!/^\d{3,4}$/.test(cvc)) errors[`${prefix}cvc`] = ['is invalid'];
  if (Object.keys(errors).length) throw new HttpError(400, 'invalid_request_error', 'Validation Failed', errors);
  return { number, name, month, year: fullYear, brand: brandOf(number) };
}

/** A saved card every sandbox knows (mada …0007, frictionless when paid by token): the demo guest's, seeded by the API. */
export const DEMO_CARD_TOKEN = 'token_demoguestmada00000007';

export function createSandbox(opts: SandboxOptions) {
  const log = opts.log ?? (() => undefined);
  const state: State = opts.dataFile && existsSync(opts.dataFile) ? (JSON.parse(readFileSync(opts.dataFile, 'utf8')) as State) : { payments: {}, tokens: {} };
  // The demo guest's saved card (the API's booking seed stores this token): always here and active.
  state.tokens[DEMO_CARD_TOKEN] ??= {
    id: DEMO_CARD_TOKEN,
    status: 'active',
    brand: 'mada',
    funding: 'debit',
    country: 'SA',
    name: 'Layla Al-Harbi',
    last_four: '0007',
    month: '12',
    year: '2030',
    verification_url: null,
    callback_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
    message: null,
    _card: { number: '4464040000000007', name: 'Layla Al-Harbi', month: 12, year: 2030, brand: 'mada' },
  };
  const timers = new Set<NodeJS.Timeout>();
  const save = () => {
    if (!opts.dataFile) return;
    mkdirSync(path.dirname(opts.dataFile), { recursive: true });
    writeFileSync(opts.dataFile, JSON.stringify(state));
  };

  function keyKind(req: IncomingMessage): 'publishable' | 'secret' | null {
    const h = req.headers.authorization ?? '';
    const m = /^Basic\s+(.+)$/i.exec(h);
    if (!m) return null;
    const user = Buffer.from(m[1], 'base64').toString('utf8').split(':')[0] ?? '';
    if (sameSecret(user, opts.secretKey)) return 'secret';
    if (sameSecret(user, opts.publishableKey)) return 'publishable';
    return null;
  }
  function requireKey(req: IncomingMessage, secretOnly: boolean) {
    const kind = keyKind(req);
    if (!kind) throw new HttpError(401, 'authentication_error', 'Invalid authorization credentials');
    if (secretOnly && kind !== 'secret') throw new HttpError(401, 'authentication_error', 'This call needs the secret key');
    return kind;
  }

  // ---- webhooks ----
  function deliver(type: string, payment: Payment, attempt = 1) {
    if (!opts.webhookUrl) return;
    const event = {
      id: randomUUID(),
      type,
      created_at: nowIso(),
      secret_token: opts.webhookSecret,
      account_name: opts.merchantName,
      live: false,
      data: publicPayment(payment),
    };
    const retry = () => {
      if (attempt >= 6) {
        log('webhook gave up', { type, payment: payment.id });
        return;
      }
      const t = setTimeout(() => {
        timers.delete(t);
        deliver(type, state.payments[payment.id] ?? payment, attempt + 1);
      }, opts.webhookRetryMs * 2 ** (attempt - 1));
      t.unref();
      timers.add(t);
    };
    fetch(opts.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event), signal: AbortSignal.timeout(10_000) })
      .then((r) => {
        if (!r.ok) {
          log('webhook refused', { status: r.status, attempt });
          retry();
        }
      })
      .catch(() => retry());
  }

  // ---- payments ----
  function settle(p: Payment, decision: 'approve' | 'fail' | 'frictionless') {
    const card = cardFor(p._card.number);
    p.updated_at = nowIso();
    p.source.transaction_url = null;
    if (decision === 'fail') {
      p.status = 'failed';
      p.source.message = DECLINE_TEXT.AUTHENTICATION_FAILED;
    } else if (card.behaviour === 'authFail') {
      p.status = 'failed';
      p.source.message = DECLINE_TEXT.AUTHENTICATION_FAILED;
    } else if (card.behaviour === 'decline') {
      p.status = 'failed';
      p.source.message = DECLINE_TEXT[card.message ?? 'DO_NOT_HONOR'];
    } else {
      p.status = 'paid';
      p.captured = p.amount;
      p.fee = Math.round(p.amount * 0.0175) + 100;
      p.source.message = 'APPROVED';
      p.source.reference_number = String(Math.floor(1e11 + Math.random() * 9e11));
      if (p._saveCard && !p.source.token) {
        const t = newToken(p._card, null);
        t.status = 'active';
        t.verification_url = null;
        p.source.token = t.id;
      }
    }
    save();
    deliver(p.status === 'paid' ? 'payment_paid' : 'payment_failed', p);
  }

  function newToken(card: StoredCard, callbackUrl: string | null): Token {
    const id = `token_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    const t: Token = {
      id,
      status: 'initiated',
      brand: card.brand,
      funding: card.brand === 'mada' ? 'debit' : 'credit',
      country: 'SA',
      name: card.name,
      last_four: card.number.slice(-4),
      month: String(card.month).padStart(2, '0'),
      year: String(card.year),
      verification_url: `${opts.publicUrl}/challenge/tokens/${id}`,
      callback_url: callbackUrl,
      created_at: nowIso(),
      message: null,
      _card: card,
    };
    state.tokens[id] = t;
    return t;
  }

  function createPayment(body: Record<string, unknown>, kind: 'publishable' | 'secret'): { payment: Payment; created: boolean } {
    const errors: Record<string, string[]> = {};
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 100) errors.amount = ['must be an integer of at least 100'];
    const currency = String(body.currency ?? 'SAR').toUpperCase();
    if (currency !== 'SAR') errors.currency = ['is not supported'];
    const callbackUrl = String(body.callback_url ?? '');
    if (!/^https?:\/\//.test(callbackUrl)) errors.callback_url = ['must be a URL'];
    const source = (body.source ?? {}) as Record<string, unknown>;
    if (source.type !== 'creditcard' && source.type !== 'token') errors['source.type'] = ['must be creditcard or token'];
    const givenId = body.given_id === undefined ? randomUUID() : String(body.given_id);
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(givenId)) errors.given_id = ['must be a UUID'];
    if (Object.keys(errors).length) throw new HttpError(400, 'invalid_request_error', 'Validation Failed', errors);
    const existing = state.payments[givenId];
    if (existing) {
      // the same request again (a retry after a timeout) gets the same payment, never a second charge
      if (existing.amount !== amount || existing.currency !== currency) throw new HttpError(400, 'invalid_request_error', 'given_id was already used for another payment');
      return { payment: existing, created: false };
    }
    let card: StoredCard;
    let viaToken: string | null = null;
    if (source.type === 'token') {
      const t = state.tokens[String(source.token ?? '')];
      if (!t || t.status !== 'active') throw new HttpError(400, 'invalid_request_error', 'Validation Failed', { 'source.token': ['is invalid or not active'] });
      card = t._card;
      viaToken = t.id;
    } else {
      if (kind !== 'publishable') throw new HttpError(400, 'invalid_request_error', 'Card data is only accepted with the publishable key');
      card = parseCard(source, 'source.');
    }
    const at = nowIso();
    const metadata = body.metadata && typeof body.metadata === 'object' ? (Object.fromEntries(Object.entries(body.metadata).map(([k, v]) => [k, String(v)])) as Record<string, string>) : null;
    const p: Payment = {
      id: givenId,
      status: 'initiated',
      amount,
      fee: 0,
      currency,
      refunded: 0,
      refunded_at: null,
      captured: 0,
      description: body.description === undefined ? null : String(body.description),
      callback_url: callbackUrl,
      created_at: at,
      updated_at: at,
      metadata,
      source: {
        type: viaToken ? 'token' : 'creditcard',
        company: card.brand,
        name: card.name,
        number: maskedNumber(card.number),
        message: null,
        transaction_url: `${opts.publicUrl}/challenge/${givenId}`,
        token: viaToken,
        gateway_id: `sandbox_${givenId.slice(0, 8)}`,
        reference_number: null,
      },
      _card: card,
      _saveCard: source.save_card === true || source.save_card === 'true',
      _refundKeys: [],
    };
    state.payments[givenId] = p;
    const behaviour = cardFor(card.number).behaviour;
    // A saved token was verified with 3-D Secure when it was saved: its payments go through
    // without a challenge (declines still decline), like the frictionless test card.
    if (behaviour === 'frictionless' || (viaToken && behaviour !== 'authFail')) settle(p, 'frictionless');
    else save();
    return { payment: p, created: true };
  }

  function refund(p: Payment, body: Record<string, unknown>, idempotencyKey: string | undefined): Payment {
    if (idempotencyKey && p._refundKeys.includes(idempotencyKey)) return p;
    if (p.status !== 'paid') throw new HttpError(400, 'invalid_request_error', `Payment is ${p.status} and cannot be refunded`);
    const amount = body.amount === undefined ? p.amount - p.refunded : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > p.amount - p.refunded) throw new HttpError(400, 'invalid_request_error', 'Validation Failed', { amount: ['is invalid'] });
    p.refunded += amount;
    p.refunded_at = nowIso();
    p.updated_at = p.refunded_at;
    if (p.refunded === p.amount) p.status = 'refunded';
    if (idempotencyKey) p._refundKeys.push(idempotencyKey);
    save();
    deliver('payment_refunded', p);
    return p;
  }

  // ---- HTTP ----
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const withQuery = (url: string, q: Record<string, string>) => {
    const u = new URL(url);
    for (const [k, v] of Object.entries(q)) u.searchParams.set(k, v);
    return u.toString();
  };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const method = req.method ?? 'GET';
    const parts = url.pathname.split('/').filter(Boolean);
    // The browser calls the gateway directly with the publishable key (cards never pass through us).
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('vary', 'origin');
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type, idempotency-key',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (url.pathname === '/healthz') return json(res, 200, { ok: true });

    // ---- the hosted pages ----
    if (parts[0] === 'challenge') {
      const isToken = parts[1] === 'tokens';
      const id = isToken ? parts[2] : parts[1];
      const lang = pickLang(url.searchParams.get('lang'), req.headers['accept-language']);
      if (isToken) {
        const t = id ? state.tokens[id] : undefined;
        if (!t) throw new HttpError(404, 'not_found', 'Not found');
        const back = t.callback_url ? withQuery(t.callback_url, { id: t.id, status: t.status, ...(t.message ? { message: t.message } : {}) }) : null;
        if (method === 'POST') {
          const body = await readBody(req);
          if (t.status === 'initiated') {
            const behaviour = cardFor(t._card.number).behaviour;
            const ok = body.decision === 'approve' && behaviour !== 'authFail' && behaviour !== 'decline';
            t.status = ok ? 'active' : 'failed';
            t.message = ok ? null : behaviour === 'decline' ? DECLINE_TEXT[cardFor(t._card.number).message ?? 'DO_NOT_HONOR'] : DECLINE_TEXT.AUTHENTICATION_FAILED;
            t.verification_url = null;
            save();
          }
          const to = t.callback_url ? withQuery(t.callback_url, { id: t.id, status: t.status, ...(t.message ? { message: t.message } : {}) }) : null;
          if (to) {
            res.writeHead(303, { location: to });
            res.end();
            return;
          }
          return json(res, 200, publicToken(t));
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(
          challengePage({
            action: `/challenge/tokens/${t.id}`,
            lang,
            merchant: opts.merchantName,
            amountHalalas: 100,
            currency: 'SAR',
            lastFour: t.last_four,
            brand: t.brand,
            kind: 'token',
            returnUrl: t.status === 'initiated' ? null : back,
          }),
        );
        return;
      }
      const p = id ? state.payments[id] : undefined;
      if (!p) throw new HttpError(404, 'not_found', 'Not found');
      const back = () => withQuery(p.callback_url, { id: p.id, status: p.status, message: p.source.message ?? '' });
      if (method === 'POST') {
        const body = await readBody(req);
        if (p.status === 'initiated') settle(p, body.decision === 'approve' ? 'approve' : 'fail');
        res.writeHead(303, { location: back() });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(
        challengePage({
          action: `/challenge/${p.id}`,
          lang,
          merchant: opts.merchantName,
          amountHalalas: p.amount,
          currency: p.currency,
          lastFour: p._card.number.slice(-4),
          brand: p.source.company,
          kind: 'payment',
          returnUrl: p.status === 'initiated' ? null : back(),
        }),
      );
      return;
    }

    // ---- the API ----
    if (parts[0] !== 'v1') throw new HttpError(404, 'not_found', 'Not found');
    if (parts[1] === 'payments') {
      if (parts.length === 2 && method === 'POST') {
        const kind = requireKey(req, false);
        const { payment, created } = createPayment(await readBody(req), kind);
        return json(res, created ? 201 : 200, publicPayment(payment));
      }
      if (parts.length === 2 && method === 'GET') {
        requireKey(req, true);
        const list = Object.values(state.payments).sort((a, b) => b.created_at.localeCompare(a.created_at));
        return json(res, 200, { payments: list.slice(0, 50).map(publicPayment), meta: { total_count: list.length } });
      }
      const p = state.payments[parts[2] ?? ''];
      if (!p) {
        requireKey(req, true);
        throw new HttpError(404, 'not_found', 'Payment not found');
      }
      if (parts.length === 3 && method === 'GET') {
        requireKey(req, true);
        return json(res, 200, publicPayment(p));
      }
      if (parts[3] === 'refund' && method === 'POST') {
        requireKey(req, true);
        const key = req.headers['idempotency-key'];
        return json(res, 200, publicPayment(refund(p, await readBody(req), typeof key === 'string' ? key : undefined)));
      }
    }
    if (parts[1] === 'tokens') {
      if (parts.length === 2 && method === 'POST') {
        requireKey(req, false);
        const body = await readBody(req);
        const card = parseCard(body, '');
        const callbackUrl = body.callback_url ? String(body.callback_url) : null;
        if (callbackUrl && !/^https?:\/\//.test(callbackUrl)) throw new HttpError(400, 'invalid_request_error', 'Validation Failed', { callback_url: ['must be a URL'] });
        const t = newToken(card, callbackUrl);
        save();
        return json(res, 201, publicToken(t));
      }
      const t = state.tokens[parts[2] ?? ''];
      requireKey(req, true);
      if (!t) throw new HttpError(404, 'not_found', 'Token not found');
      if (parts.length === 3 && method === 'GET') return json(res, 200, publicToken(t));
      if (parts.length === 3 && method === 'DELETE') {
        delete state.tokens[t.id];
        save();
        res.writeHead(204);
        res.end();
        return;
      }
    }
    throw new HttpError(404, 'not_found', 'Not found');
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse) {
      try {
        await route(req, res);
      } catch (e) {
        if (e instanceof HttpError) return json(res, e.status, { type: e.type, message: e.message, errors: e.errors });
        log('sandbox error', { err: String(e) });
        return json(res, 500, { type: 'api_error', message: 'Internal error' });
      }
    },
    /** Sends the payment's latest event again (developers testing their receiver). */
    redeliver(paymentId: string) {
      const p = state.payments[paymentId];
      if (p) deliver(p.status === 'paid' ? 'payment_paid' : p.status === 'refunded' ? 'payment_refunded' : 'payment_failed', p);
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
export type Sandbox = ReturnType<typeof createSandbox>;
