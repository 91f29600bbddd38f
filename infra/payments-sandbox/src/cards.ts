/**
 * The sandbox's documented test cards (README "Test cards"). Any other Luhn-valid number behaves
 * like the first one. The behaviour decides what happens after the card is submitted:
 *   challenge   → 3-D Secure page; Approve → paid, Fail → failed
 *   frictionless → paid at once, no challenge (the issuer skipped the challenge)
 *   decline     → 3-D Secure page, then the issuer declines with `message`
 *   authFail    → 3-D Secure page; authentication fails whichever button is pressed
 */
export type CardBehaviour = 'challenge' | 'frictionless' | 'decline' | 'authFail';
export type CardBrand = 'visa' | 'mastercard' | 'mada';

export interface TestCard {
  number: string;
  brand: CardBrand;
  behaviour: CardBehaviour;
  /** What the issuer says (decline and authFail). */
  message?: string;
  label: string;
}

export const TEST_CARDS: TestCard[] = [
  { number: '4111111111111111', brand: 'visa', behaviour: 'challenge', label: 'Visa: 3-D Secure challenge, then paid' },
  { number: '5421080000000002', brand: 'mastercard', behaviour: 'challenge', label: 'Mastercard: 3-D Secure challenge, then paid' },
  { number: '4464040000000007', brand: 'mada', behaviour: 'challenge', label: 'mada: 3-D Secure challenge, then paid' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'frictionless', label: 'Visa: frictionless (no challenge), paid' },
  { number: '4000000000009953', brand: 'visa', behaviour: 'decline', message: 'INSUFFICIENT_FUNDS', label: 'Visa: declined, insufficient funds' },
  { number: '4000000000000069', brand: 'visa', behaviour: 'decline', message: 'EXPIRED_CARD', label: 'Visa: declined, expired card' },
  { number: '4000000000000119', brand: 'visa', behaviour: 'decline', message: 'DO_NOT_HONOR', label: 'Visa: declined, do not honour' },
  { number: '4000000000003063', brand: 'visa', behaviour: 'authFail', message: 'AUTHENTICATION_FAILED', label: 'Visa: 3-D Secure authentication fails' },
];

/** Issuer messages, as the gateway words them (the API maps the codes to localised reasons). */
export const DECLINE_TEXT: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Insufficient Funds',
  EXPIRED_CARD: 'Expired Card',
  DO_NOT_HONOR: 'Do Not Honor',
  AUTHENTICATION_FAILED: '3-D Secure transaction attempt failed (Authentication Failed)',
  AUTHENTICATION_ABANDONED: '3-D Secure transaction attempt failed (Cardholder cancelled)',
};

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let n = Number(number[number.length - 1 - i]);
    if (i % 2) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** mada BINs the sandbox knows (a real gateway has the full list). */
const MADA_BINS = ['446404', '588845', '968208', '636120', '440647', '440795', '446393', '457865'];

export function brandOf(number: string): CardBrand {
  if (MADA_BINS.some((b) => number.startsWith(b))) return 'mada';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  return 'visa';
}

export function cardFor(number: string): TestCard {
  return TEST_CARDS.find((c) => c.number === number) ?? { number, brand: brandOf(number), behaviour: 'challenge', label: 'unlisted card' };
}

/** "4111-11XX-XXXX-1111": how the gateway shows a card on a payment. */
export function maskedNumber(number: string): string {
  const masked = number.slice(0, 6) + 'X'.repeat(number.length - 10) + number.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1-');
}
