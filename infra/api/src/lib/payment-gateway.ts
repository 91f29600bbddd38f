import { timingSafeEqual } from 'node:crypto';

/**
 * The card-payment provider, modelled on Moyasar's public API (shared/reference/outside-services.md).
 * One HTTP implementation serves both the offline sandbox (`infra/payments-sandbox`, the default)
 * and the real gateway: they answer the same calls, only the address and keys differ.
 *
 * Card numbers never reach this server: the browser sends them to the gateway with the publishable
 * key; we only hold payment ids and tokens, and confirm every payment by fetching it with the secret
 * key (a redirect or a webhook proves nothing by itself).
 */
export type GatewayPaymentStatus = 'initiated' | 'paid' | 'failed' | 'authorized' | 'captured' | 'refunded' | 'voided';

export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  /** Halalas. */
  amount: number;
  currency: string;
  /** Halalas refunded so far. */
  refunded: number;
  /** The issuer's or the 3-D Secure step's message (declines). */
  message: string | null;
  /** Where the browser completes 3-D Secure while the payment is `initiated`. */
  transactionUrl: string | null;
  /** A token saved with the payment (`source.save_card`), or the token it was paid with. */
  token: string | null;
  brand: string | null;
  metadata: Record<string, string>;
}

export interface GatewayToken {
  id: string;
  status: 'initiated' | 'active' | 'failed' | string;
  brand: string;
  lastFour: string;
  month: number;
  year: number;
  name: string;
  verificationUrl: string | null;
  message: string | null;
}

export interface TokenPaymentInput {
  /** Our attempt id (a UUID): the gateway uses it as the payment id, so a retry never charges twice. */
  givenId: string;
  amount: number;
  currency: string;
  description: string;
  callbackUrl: string;
  token: string;
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  readonly provider: 'sandbox' | 'moyasar';
  /** What the browser needs to post cards to the gateway itself. */
  readonly browser: { apiUrl: string; publishableKey: string };
  fetchPayment(id: string): Promise<GatewayPayment | null>;
  payWithToken(input: TokenPaymentInput): Promise<GatewayPayment>;
  refund(paymentId: string, amount: number, idempotencyKey: string): Promise<GatewayPayment>;
  fetchToken(id: string): Promise<GatewayToken | null>;
  deleteToken(id: string): Promise<void>;
  /** True when a webhook body carries our shared secret (compared in constant time). */
  verifyWebhook(body: unknown): boolean;
}

/** The gateway could not be reached or answered 5xx: nothing is known to have been charged. */
export class GatewayUnavailableError extends Error {}
/** The gateway refused the request (4xx) with its message. */
export class GatewayRejectedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string[]> | null,
  ) {
    super(message);
  }
}

export interface HttpGatewayOptions {
  provider: 'sandbox' | 'moyasar';
  /** Server-side address of the gateway API. */
  apiUrl: string;
  /** Browser-side address (differs when the server reaches the sandbox on a private address). */
  publicApiUrl: string;
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

type Raw = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function toPayment(p: Raw): GatewayPayment {
  const source = (p.source ?? {}) as Raw;
  const metadata = (p.metadata ?? {}) as Record<string, unknown>;
  return {
    id: String(p.id),
    status: String(p.status) as GatewayPaymentStatus,
    amount: Number(p.amount),
    currency: String(p.currency ?? ''),
    refunded: Number(p.refunded ?? 0),
    message: str(source.message),
    transactionUrl: str(source.transaction_url),
    token: str(source.token),
    brand: str(source.company),
    metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)])),
  };
}

function toToken(t: Raw): GatewayToken {
  return {
    id: String(t.id),
    status: String(t.status),
    brand: String(t.brand ?? ''),
    lastFour: String(t.last_four ?? ''),
    month: Number(t.month),
    year: Number(t.year),
    name: String(t.name ?? ''),
    verificationUrl: str(t.verification_url),
    message: str(t.message),
  };
}

export function httpGateway(opts: HttpGatewayOptions): PaymentGateway {
  const doFetch = opts.fetchImpl ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`;

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: Raw | null }> {
    let res: Response;
    try {
      res = await doFetch(`${opts.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      throw new GatewayUnavailableError(`payment gateway unreachable: ${(err as Error).message}`);
    }
    if (res.status >= 500) throw new GatewayUnavailableError(`payment gateway answered ${res.status}`);
    const text = await res.text();
    let json: Raw | null = null;
    try {
      json = text ? (JSON.parse(text) as Raw) : null;
    } catch {
      throw new GatewayUnavailableError('payment gateway answered something that is not JSON');
    }
    return { status: res.status, json };
  }
  const rejected = (status: number, json: Raw | null) =>
    new GatewayRejectedError(String(json?.message ?? `gateway refused (${status})`), status, (json?.errors as Record<string, string[]> | null) ?? null);

  return {
    provider: opts.provider,
    browser: { apiUrl: opts.publicApiUrl, publishableKey: opts.publishableKey },
    async fetchPayment(id) {
      const r = await call('GET', `/v1/payments/${encodeURIComponent(id)}`);
      if (r.status === 404) return null;
      if (r.status >= 400 || !r.json) throw rejected(r.status, r.json);
      return toPayment(r.json);
    },
    async payWithToken(input) {
      const r = await call('POST', '/v1/payments', {
        given_id: input.givenId,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        callback_url: input.callbackUrl,
        source: { type: 'token', token: input.token },
        metadata: input.metadata,
      });
      if (r.status >= 400 || !r.json) throw rejected(r.status, r.json);
      return toPayment(r.json);
    },
    async refund(paymentId, amount, idempotencyKey) {
      const r = await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount }, { 'idempotency-key': idempotencyKey });
      if (r.status >= 400 || !r.json) throw rejected(r.status, r.json);
      return toPayment(r.json);
    },
    async fetchToken(id) {
      const r = await call('GET', `/v1/tokens/${encodeURIComponent(id)}`);
      if (r.status === 404) return null;
      if (r.status >= 400 || !r.json) throw rejected(r.status, r.json);
      return toToken(r.json);
    },
    async deleteToken(id) {
      const r = await call('DELETE', `/v1/tokens/${encodeURIComponent(id)}`);
      if (r.status >= 400 && r.status !== 404) throw rejected(r.status, r.json);
    },
    verifyWebhook(body) {
      const token = (body as Raw | null)?.secret_token;
      if (typeof token !== 'string') return false;
      const a = Buffer.from(token);
      const b = Buffer.from(opts.webhookSecret);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
