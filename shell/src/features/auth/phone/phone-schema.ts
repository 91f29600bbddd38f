import * as z from 'zod/mini';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { Msg } from '@tajriba/contracts/platform';
import { EXCLUDED_COUNTRY } from './countries';

/**
 * An international number (§5): required, valid for its country's numbering plan, not from
 * the excluded country. Output is E.164 (`+9665…`), what the API stores and matches on.
 */
export const phoneSchema = () =>
  z.pipe(
    z.string({ error: Msg.required }).check(
      z.trim(),
      z.minLength(1, Msg.required),
      z.refine((v) => v.startsWith('+') && isValidPhoneNumber(v), Msg.invalidPhone),
      z.refine((v) => parsePhoneNumberFromString(v)?.country !== EXCLUDED_COUNTRY, Msg.invalidPhone),
    ),
    z.transform((v: string) => parsePhoneNumberFromString(v)!.number as string),
  );

/** `+966501234567` → `+966 50 123 4567` for display (the value sent stays E.164). */
export const formatPhone = (e164: string): string => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
