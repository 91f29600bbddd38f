import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { Msg } from '@tajriba/contracts';
import { fieldError } from './errors';

/** Checks the number plan (the contract only checks the +E.164 shape); returns E.164. */
export function validPhone(value: string, field: string): string {
  if (!isValidPhoneNumber(value)) throw fieldError(field, Msg.invalidPhone);
  return parsePhoneNumberFromString(value)!.number;
}
