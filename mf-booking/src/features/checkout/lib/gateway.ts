import { cardDigits, parseExpiry, type CardInput } from '../../../shared/card-form/card-rules';

/** What our API hands the browser to pay an order with a new card (paymentSessionResponseSchema). */
export interface PaymentSession {
  paymentId: string;
  amount: number;
  currency: 'SAR';
  description: string;
  callbackUrl: string;
  publishableKey: string;
  apiUrl: string;
  metadata: Record<string, string>;
  saveCard: boolean;
}

export type GatewayOutcome =
  | { kind: 'challenge'; url: string }
  | { kind: 'paid'; paymentId: string }
  | { kind: 'failed'; paymentId: string; message: string | null }
  /** the gateway refused the card's fields: its own words per field of our form */
  | { kind: 'invalid'; fields: Partial<Record<keyof CardInput, string>>; message: string | null }
  | { kind: 'unreachable' };

const fieldOf: Record<string, keyof CardInput> = {
  'source.number': 'number',
  'source.name': 'holderName',
  'source.month': 'expiry',
  'source.year': 'expiry',
  'source.cvc': 'cvc',
};

/**
 * The card goes from the browser straight to the card gateway (Moyasar's API shape, or the offline
 * sandbox) with the publishable key; our API only ever sees the payment id. `given_id` is the
 * payment id our API chose, so pressing Pay twice can never charge twice.
 */
export async function payWithNewCard(session: PaymentSession, card: CardInput, fetchImpl: typeof fetch = fetch): Promise<GatewayOutcome> {
  const exp = parseExpiry(card.expiry);
  const body = {
    given_id: session.paymentId,
    amount: session.amount,
    currency: session.currency,
    description: session.description,
    callback_url: session.callbackUrl,
    metadata: session.metadata,
    source: {
      type: 'creditcard',
      name: card.holderName.trim(),
      number: cardDigits(card.number),
      month: exp?.month ?? 0,
      year: exp?.year ?? 0,
      cvc: card.cvc,
      ...(session.saveCard ? { save_card: true } : {}),
    },
  };
  let res: Response;
  try {
    res = await fetchImpl(`${session.apiUrl.replace(/\/$/, '')}/v1/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa(`${session.publishableKey}:`)}` },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (res.status >= 500) return { kind: 'unreachable' };
  const json = (await res.json().catch(() => null)) as {
    id?: string;
    status?: string;
    message?: string;
    errors?: Record<string, string[]>;
    source?: { transaction_url?: string | null; message?: string | null };
  } | null;
  if (!res.ok) {
    const fields: Partial<Record<keyof CardInput, string>> = {};
    for (const [k, v] of Object.entries(json?.errors ?? {})) {
      const f = fieldOf[k];
      if (f && !fields[f]) fields[f] = v.join(', ');
    }
    return { kind: 'invalid', fields, message: json?.message ?? null };
  }
  if (json?.status === 'initiated' && json.source?.transaction_url) return { kind: 'challenge', url: json.source.transaction_url };
  if (json?.status === 'paid') return { kind: 'paid', paymentId: json.id ?? session.paymentId };
  return { kind: 'failed', paymentId: json?.id ?? session.paymentId, message: json?.source?.message ?? null };
}

/** The challenge page in the guest's language (the sandbox reads `lang`; a real issuer page ignores it). */
export function challengeUrl(url: string, locale: string): string {
  try {
    const u = new URL(url);
    if (!u.searchParams.has('lang')) u.searchParams.set('lang', locale === 'ar' ? 'ar' : 'en');
    return u.toString();
  } catch {
    return url;
  }
}
