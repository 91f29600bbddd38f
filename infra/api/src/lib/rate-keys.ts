import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

declare const brand: unique symbol;
/**
 * What a limit counts on, always in canonical form. Only the constructors below make one, so a
 * limit can never be keyed on raw input: `" A@x.com "` and `a@x.com`, or `+966 50…` and
 * `+96650…`, share one bucket, as they reach the same account.
 */
export type RateKey = string & { readonly [brand]: 'RateKey' };
const key = (kind: string, value: string) => `${kind}:${value}` as RateKey;

/** Trimmed, lower-cased, NFC e-mail address. */
export const canonicalEmail = (raw: string): string => raw.normalize('NFKC').trim().toLowerCase();

/** E.164 when the number parses, otherwise `+` and the digits (still one form per number). */
export const canonicalPhone = (raw: string): string => {
  const compact = raw.normalize('NFKC').replace(/[^\d+]/g, '');
  const parsed = parsePhoneNumberFromString(compact.startsWith('+') ? compact : `+${compact}`);
  return parsed?.number ?? `+${compact.replace(/\D/g, '')}`;
};

/**
 * The client address: IPv4-mapped IPv6 as IPv4, IPv6 cut to its /64 (one subscriber usually holds
 * a whole /64, so counting single IPv6 addresses would give an attacker 2^64 buckets).
 */
export const canonicalAddress = (ip: string): string => {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4mapped) return v4mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g || '0', 16).toString(16)).join(':')}::/64`;
};

export const RateKey = {
  email: (raw: string) => key('e', canonicalEmail(raw)),
  phone: (raw: string) => key('p', canonicalPhone(raw)),
  /** A sign-in name: an e-mail when it has an `@`, a phone number otherwise. */
  login: (raw: string) => (raw.includes('@') ? RateKey.email(raw) : RateKey.phone(raw)),
  user: (id: number) => key('u', String(id)),
  address: (request: FastifyRequest) => key('ip', canonicalAddress(request.ip)),
  /** Both at once (per account and address). */
  pair: (a: RateKey, b: RateKey) => `${a}|${b}` as RateKey,
};
