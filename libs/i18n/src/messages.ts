import type { Locale } from './locale';
import { laterCatalogues, libraryCatalogues, loadedMessages, mergeMessages, pickMessages, type Catalogues, type Messages } from './catalogues';

export { mergeMessages, pickMessages } from './catalogues';
export type { Messages, Catalogues } from './catalogues';

/**
 * Messages every package needs before its first render: the day labels used by the formatters,
 * the language names and the federation's error panel. One language at a time: every root loads its current
 * one before its first render (the I18nProvider merges it underneath the root's own messages).
 */
export const commonCatalogues = libraryCatalogues({
  en: () => import('./i18n/en.json'),
  ar: () => import('./i18n/ar.json'),
});

/**
 * The shared validation ids of `@tajriba/contracts` (`Msg`, `validation.*`), the duration errors
 * and the API's error ids (`Msg`, `error.*`): only a form or an answer of the API shows them,
 * after input or a request, so they load right after the first render instead of with it
 * (`laterCatalogues`; `I18nProvider` merges them underneath the root's own messages). ~1 kB gzip
 * off every first render for the validation ids, ~0.5 kB for the error ids (the route budget,
 * scripts/route-budget.json).
 *
 * Until they are here nothing shows their ids: the design system's `useResolveMessage` (every
 * field, error box and panel) shows nothing for an id it cannot translate yet and asks for them. A
 * root whose first render can show a form's errors (the host wizard: a saved draft's step) lists
 * them among its first catalogues (`createRemoteLifecycles({ messages: [formCatalogues, own] })`),
 * so its first render waits for them.
 */
export const formCatalogues = laterCatalogues({
  en: () => import('./i18n/forms/en.json'),
  ar: () => import('./i18n/forms/ar.json'),
});

/** Merges the common catalogue (as far as it has arrived) with a package's own catalogues for one locale. */
export function messagesFor(locale: Locale, ...packages: Catalogues[]): Messages {
  return mergeMessages(loadedMessages(commonCatalogues, locale), loadedMessages(formCatalogues, locale), ...packages.map((p) => pickMessages(locale, p)));
}

/**
 * Looks a common message up outside React (pure formatters, thrown errors). Only for plain-text
 * messages: in built bundles catalogues arrive precompiled as ICU ASTs (the federation webpack
 * factory's icu-messages-loader), whose literal parts are joined back here. Every root has the
 * current language's common catalogue before it renders; before that this returns the id. The
 * form strings (`formCatalogues`) count once they are here.
 */
export function commonMessage(locale: Locale, id: string): string {
  const message: unknown = loadedMessages(commonCatalogues, locale)?.[id] ?? loadedMessages(formCatalogues, locale)?.[id];
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map((part: { value?: unknown }) => (typeof part.value === 'string' ? part.value : '')).join('');
  return id;
}
