import type { FastifyRequest } from 'fastify';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

export type Lang = 'ar' | 'en-US';
const catalogues: Record<Lang, Record<string, string>> = { ar, 'en-US': en };

/** `Accept-Language` picks ar or en-US (anything not Arabic falls back to English). */
export function langOf(header: string | string[] | undefined): Lang {
  const v = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return v.startsWith('ar') ? 'ar' : 'en-US';
}

export const requestLang = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);

/** Localised text for a message id; unknown ids fall back to the generic error text. */
export function t(id: string, lang: Lang): string {
  return catalogues[lang][id] ?? catalogues[lang]['error.somethingWentWrong'];
}

export const hasMessage = (id: string): boolean => id in en;
