import type { Booking } from '@tajriba/contracts/booking';

export interface GiftFields {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  personalMessage: string;
}

/**
 * What the guest chose on the checkout page. It is kept in sessionStorage (never the card) so a
 * sign-in in the middle of checkout, a 3-D Secure round trip or a declined card loses nothing.
 */
export interface Draft {
  experienceId: number;
  date: string;
  slot: number | null;
  adults: number;
  children: number;
  isPrivate: boolean;
  /** add-on id → quantity (absent: not chosen) */
  addOns: Record<string, number>;
  /** the coupon code applied (sent with every quote) */
  coupon: string;
  gift: GiftFields | null;
  /** the pending order of this booking, paid again after a decline */
  order: { id: string; key: string } | null;
}

export const GIFT_NAME_MAX = 50;
export const GIFT_MESSAGE_MAX = 500;

const int = (v: string | null, fallback: number) => (v !== null && /^\d+$/.test(v) ? Number(v) : fallback);

/** The Book button's query (`experienceId`, `date`, `slot`, `adults`, `children`, `private`). */
export function draftFromUrl(search: URLSearchParams, experienceId: number, gift: boolean): Draft {
  return {
    experienceId,
    date: /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? search.get('date')! : '',
    slot: search.get('slot') ? int(search.get('slot'), 0) || null : null,
    adults: Math.max(1, int(search.get('adults'), 1)),
    children: Math.max(0, int(search.get('children'), 0)),
    isPrivate: search.get('private') === 'true',
    addOns: {},
    coupon: '',
    gift: gift ? { recipientName: '', recipientEmail: '', senderName: '', senderEmail: '', personalMessage: '' } : null,
    order: null,
  };
}

export const draftKey = (experienceId: number, gift: boolean) => `mf-booking:checkout:${gift ? 'gift' : 'own'}:${experienceId}`;

export function readDraft(key: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, d: Draft) {
  try {
    sessionStorage.setItem(key, JSON.stringify(d));
  } catch {
    // private mode or full storage: the page still works, it just will not survive a reload
  }
}

const blankToNull = (s: string | undefined) => (s && s.trim() ? s.trim() : null);

/** The Booking payload (spec §3) of a draft; null until a date and a time slot are chosen. */
export function bookingOf(d: Draft): Booking | null {
  if (!d.date || !d.slot) return null;
  return {
    experienceId: d.experienceId,
    bookingDate: d.date,
    bookingTimeSlot: d.slot,
    adultsQTY: d.adults,
    childrenQTY: d.children,
    isPrivateReservation: d.isPrivate,
    addOns: Object.entries(d.addOns)
      .filter(([, qty]) => qty >= 1)
      .map(([id, qty]) => ({ addonId: Number(id), qty })),
    couponCode: blankToNull(d.coupon),
    isGift: !!d.gift,
    ...(d.gift
      ? {
          recipientName: blankToNull(d.gift.recipientName),
          recipientEmail: blankToNull(d.gift.recipientEmail),
          senderName: blankToNull(d.gift.senderName),
          senderEmail: blankToNull(d.gift.senderEmail),
          personalMessage: blankToNull(d.gift.personalMessage),
        }
      : {}),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 Gift: names ≤ 50, message ≤ 500, e-mails valid, recipient name and e-mail together. */
export function validateGift(g: GiftFields): Partial<Record<keyof GiftFields, string>> {
  const e: Partial<Record<keyof GiftFields, string>> = {};
  const rn = g.recipientName.trim();
  const re = g.recipientEmail.trim();
  if (!rn) e.recipientName = 'booking.gift.error.recipientRequired';
  else if (rn.length > GIFT_NAME_MAX) e.recipientName = 'booking.gift.error.max50';
  if (!re) e.recipientEmail = 'booking.gift.error.recipientRequired';
  else if (!EMAIL.test(re)) e.recipientEmail = 'booking.gift.error.email';
  if (g.senderName.trim().length > GIFT_NAME_MAX) e.senderName = 'booking.gift.error.max50';
  if (g.senderEmail.trim() && !EMAIL.test(g.senderEmail.trim())) e.senderEmail = 'booking.gift.error.email';
  if (g.personalMessage.length > GIFT_MESSAGE_MAX) e.personalMessage = 'booking.gift.error.max500';
  return e;
}
