import type { Locale } from './locale';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** A flat message catalogue: namespaced ids (`ds.modal.close`) to ICU message strings. */
export type Messages = Record<string, string>;
export type Catalogues = { en: Messages; ar: Messages };

/** Later catalogues win, so a package can override a shared wording for its own context. */
export function mergeMessages(...catalogues: Array<Messages | undefined | null>): Messages {
  const out: Messages = {};
  for (const c of catalogues) if (c) Object.assign(out, c);
  return out;
}

export function pickMessages(locale: Locale, catalogues: Catalogues): Messages {
  return locale === 'ar' ? catalogues.ar : catalogues.en;
}

/**
 * Messages every package needs: the shared validation and error ids of
 * `@tajriba/contracts` (`Msg`), duration errors and the day labels used by the formatters.
 */
export const commonMessages: Catalogues = { en, ar };

/** Merges the common catalogue with a package's own catalogues for one locale. */
export function messagesFor(locale: Locale, ...packages: Catalogues[]): Messages {
  return mergeMessages(pickMessages(locale, commonMessages), ...packages.map((p) => pickMessages(locale, p)));
}

/**
 * Looks a common message up outside React (pure formatters, thrown errors). Only for plain-text
 * messages: in built bundles catalogues arrive precompiled as ICU ASTs (the federation webpack
 * factory's icu-messages-loader), whose literal parts are joined back here.
 */
export function commonMessage(locale: Locale, id: string): string {
  const message: unknown = pickMessages(locale, commonMessages)[id];
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map((part: { value?: unknown }) => (typeof part.value === 'string' ? part.value : '')).join('');
  return id;
}
