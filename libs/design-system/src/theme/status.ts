import type { StatusTone } from '@tajriba/design-system/core';

/**
 * Status → tone mappings from the specs (guest §4, host §4). Unknown values fall back to
 * 'normal' so a status the API adds later still renders.
 */
export const paymentStatusTone: Record<string, StatusTone> = {
  paid: 'success',
  payInitiated: 'info',
  askRefund: 'info',
  refunded: 'warning',
  partiallyRefunded: 'warning',
  failedPayment: 'danger',
  canceled: 'danger',
  pending: 'normal',
};
export const scheduleStatusTone: Record<string, StatusTone> = {
  expired: 'warning',
  available: 'info',
  closed: 'danger',
  soldOut: 'normal',
};
export const orderStatusTone: Record<string, StatusTone> = {
  completed: 'success',
  canceled: 'danger',
  refunded: 'normal',
  upcoming: 'info',
};
export const listingStatusTone: Record<string, StatusTone> = {
  approved: 'success',
  pending: 'info',
  draft: 'warning',
  resubmit: 'warning',
  rejected: 'danger',
  pause: 'normal',
};
export const payoutStatusTone: Record<string, StatusTone> = {
  completed: 'success',
  IBANIssue: 'warning',
  failed: 'danger',
  canceled: 'danger',
  pending: 'normal',
};
export const verificationStatusTone: Record<string, StatusTone> = {
  approved: 'success',
  pending: 'info',
  resubmit: 'warning',
};

export type StatusFamily = 'payment' | 'schedule' | 'order' | 'listing' | 'payout' | 'verification';
const families: Record<StatusFamily, Record<string, StatusTone>> = {
  payment: paymentStatusTone,
  schedule: scheduleStatusTone,
  order: orderStatusTone,
  listing: listingStatusTone,
  payout: payoutStatusTone,
  verification: verificationStatusTone,
};

/** Case-insensitive lookup, since the API sends enum names in varying case. */
export function statusTone(family: StatusFamily, status: string | null | undefined): StatusTone {
  if (!status) return 'normal';
  const map = families[family];
  if (map[status]) return map[status];
  const key = Object.keys(map).find((k) => k.toLowerCase() === status.toLowerCase());
  return key ? map[key] : 'normal';
}
