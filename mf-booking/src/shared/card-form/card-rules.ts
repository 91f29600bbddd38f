/**
 * The card form's rules (spec §5 Card, §9): the number is digits only, shown in groups of four,
 * at most 19 characters (16 digits); the security code 3–4 digits; the expiry MM/YY with the slash
 * inserted after two digits (max 5 characters, month 01–12, year 2000–2099); the holder's name is
 * required. Every function is pure so the form and its tests share them.
 */

import { toLatinDigits } from '@tajriba/i18n';
import type { CardErrors, CardInput } from './card-value';

// The value and its types live beside the rules (./card-value.ts), for the checkout's first render.
export { emptyCard, type CardErrors, type CardFormValue, type CardInput } from './card-value';

export const CARD_NUMBER_MAX_CHARS = 19;
export const CVC_MAX = 4;
export const EXPIRY_MAX_CHARS = 5;

// An Arabic keyboard types ٤١١١: those digits count (as the card prints them, 4111) rather than
// being dropped as "not a digit", which left an Arabic guest unable to type a card at all.
const digitsOf = (s: string) => toLatinDigits(s).replace(/\D/g, '');

/** Non-digits dropped, at most 16 digits, a space after every fourth: 19 characters at most. */
export function formatCardNumber(raw: string): string {
  const digits = digitsOf(raw).slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, CARD_NUMBER_MAX_CHARS);
}

/** Digits only, at most 4. */
export const formatCvc = (raw: string): string => digitsOf(raw).slice(0, CVC_MAX);

/**
 * Digits with the slash inserted after the month. `previous` lets a backspace over the slash
 * remove it instead of putting it straight back (typing "12" then deleting gives "1", not "12/").
 */
export function formatExpiry(raw: string, previous = ''): string {
  const digits = digitsOf(raw).slice(0, 4);
  const deleting = raw.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting && previous.endsWith('/') ? digits.slice(0, 1) : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The Luhn check every card scheme uses, so a typo is caught before the gateway sees it. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface Expiry {
  month: number;
  /** four digits */
  year: number;
}

/** MM/YY → month and four-digit year, or null when it is not MM/YY with a month 01–12. */
export function parseExpiry(expiry: string): Expiry | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!m) return null;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12 || year < 2000 || year > 2099) return null;
  return { month, year };
}

/** Visa, Mastercard or mada-looking prefixes for the brand hint; the gateway decides the real brand. */
export function brandOf(number: string): 'visa' | 'mastercard' | 'amex' | null {
  const d = digitsOf(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  return null;
}

export function validateCard(card: CardInput, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!card.holderName.trim()) errors.holderName = 'booking.card.error.required';
  else if (card.holderName.trim().length > 50) errors.holderName = 'booking.card.error.nameTooLong';

  const digits = digitsOf(card.number);
  if (!digits) errors.number = 'booking.card.error.required';
  else if (digits.length < 12 || !luhnValid(digits)) errors.number = 'booking.card.error.number';

  if (!card.expiry) errors.expiry = 'booking.card.error.required';
  else {
    const exp = parseExpiry(toLatinDigits(card.expiry));
    if (!exp) errors.expiry = 'booking.card.error.expiryFormat';
    else if (exp.year * 12 + exp.month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = 'booking.card.error.expired';
  }

  if (!card.cvc) errors.cvc = 'booking.card.error.required';
  else if (!/^\d{3,4}$/.test(toLatinDigits(card.cvc))) errors.cvc = 'booking.card.error.cvc';
  return errors;
}

export const cardDigits = digitsOf;
