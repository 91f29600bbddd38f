import { cardDigits, parseExpiry, type CardInput } from '../../../shared/card-form/card-rules';

/** The gateway's public settings (GET /api/Payments/Config). */
export interface GatewayConfig {
  apiUrl: string;
  publishableKey: string;
}

export type TokenOutcome =
  | { kind: 'token'; id: string; status: 'initiated' | 'active' | 'failed'; verificationUrl: string | null }
  /** the gateway refused the card's fields: its own words per field of our form */
  | { kind: 'invalid'; fields: Partial<Record<keyof CardInput, string>>; message: string | null }
  | { kind: 'unreachable' };

const fieldOf: Record<string, keyof CardInput> = { number: 'number', name: 'holderName', month: 'expiry', year: 'expiry', cvc: 'cvc' };

/**
 * Saves a card at the gateway (Moyasar's `POST /v1/tokens`, save only): the card goes from the browser
 * to the gateway with the publishable key, never to our API, which receives only the token. The
 * gateway verifies the card with 3-D Secure (`verification_url`) and then returns the browser to
 * `callbackUrl` with `?id=<token>&status=`.
 */
export async function createCardToken(config: GatewayConfig, card: CardInput, callbackUrl: string, fetchImpl: typeof fetch = fetch): Promise<TokenOutcome> {
  const exp = parseExpiry(card.expiry);
  let res: Response;
  try {
    res = await fetchImpl(`${config.apiUrl.replace(/\/$/, '')}/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa(`${config.publishableKey}:`)}` },
      body: JSON.stringify({
        name: card.holderName.trim(),
        number: cardDigits(card.number),
        month: exp?.month ?? 0,
        year: exp?.year ?? 0,
        cvc: card.cvc,
        save_only: true,
        callback_url: callbackUrl,
      }),
      credentials: 'omit',
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (res.status >= 500) return { kind: 'unreachable' };
  const json = (await res.json().catch(() => null)) as { id?: string; status?: string; verification_url?: string | null; message?: string; errors?: Record<string, string[]> } | null;
  if (!res.ok || !json?.id) {
    const fields: Partial<Record<keyof CardInput, string>> = {};
    for (const [k, v] of Object.entries(json?.errors ?? {})) {
      const f = fieldOf[k.replace(/^source\./, '')];
      if (f && !fields[f]) fields[f] = v.join(', ');
    }
    return { kind: 'invalid', fields, message: json?.message ?? null };
  }
  const status = json.status === 'active' ? 'active' : json.status === 'failed' ? 'failed' : 'initiated';
  return { kind: 'token', id: json.id, status, verificationUrl: json.verification_url ?? null };
}

/** Where the gateway returns after verifying a card: the account area's confirm-card page, carrying the card's name and primary choice. */
export function confirmCardUrl(origin: string, returnPath: string, cardId: string, isPrimary: boolean): string {
  const u = new URL(returnPath, origin);
  if (cardId) u.searchParams.set('cardId', cardId);
  if (isPrimary) u.searchParams.set('isPrimary', 'true');
  return u.toString();
}
