/**
 * A feature's own message catalogue (`src/features/<f>/i18n/en.json` + `ar.json`), loaded with
 * the feature rather than with the root: the one way the shell and every remote keep the strings
 * of what loads on demand out of their first download.
 *
 * Not in the root entry: that one is a shared singleton every first render loads whole, and only
 * features that load on demand need this. It reaches the page's one catalogue store through the
 * package name (`@tajriba/i18n`, the shared module), never by relative path.
 */
import { use, useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { I18nProvider, loadCatalogue, mergeMessages, mountFeatureCatalogue, useLoadedMessages, useLocale, type LazyCatalogues, type Locale, type Messages } from '@tajriba/i18n';

// React's `use()` needs the same promise on each render while a language downloads. A failed one
// is forgotten once it has been thrown, so the boundary's Retry starts a new download.
const pending = new WeakMap<LazyCatalogues, Partial<Record<Locale, Promise<void>>>>();
function download(catalogue: LazyCatalogues, locale: Locale): Promise<void> {
  let byLocale = pending.get(catalogue);
  if (!byLocale) pending.set(catalogue, (byLocale = {}));
  const existing = byLocale[locale];
  if (existing) return existing;
  const promise = loadCatalogue(catalogue, locale).catch((error: unknown) => {
    delete byLocale[locale];
    throw error;
  });
  byLocale[locale] = promise;
  return promise;
}

export interface FeatureMessagesProps {
  /** The feature's catalogue, one loader per language: `{ en: () => import('./i18n/en.json'), ar: … }`. */
  catalogue: LazyCatalogues;
  children?: ReactNode;
}

/**
 * Adds a feature's catalogue over the messages in scope (the root's: platform strings and the
 * package's own), in the language the root shows. Mounted, the catalogue counts for language
 * switches: every root keeps the language it has until this feature's strings in the new one have
 * arrived too, so a switch never shows a page half in each language. If the strings are not here
 * (used without `lazyPage`, which loads them with the chunk), it suspends until they are; a failed
 * download throws to the nearest error boundary (`LazyBoundary`: Retry loads it again).
 */
export function FeatureMessages({ catalogue, children }: FeatureMessagesProps) {
  const { locale } = useLocale();
  const intl = useIntl();
  const own = useLoadedMessages(catalogue, locale);
  useEffect(() => mountFeatureCatalogue(catalogue), [catalogue]);
  const messages = useMemo(() => (own ? mergeMessages(intl.messages as Messages, own) : undefined), [intl.messages, own]);
  if (!messages) use(download(catalogue, locale));
  return (
    <I18nProvider locale={locale} messages={messages}>
      {children}
    </I18nProvider>
  );
}

/** Loads one language of a feature's catalogue (`lazyPage` calls it beside the chunk's import). */
export function loadFeatureMessages(catalogue: LazyCatalogues, locale: Locale): Promise<void> {
  return download(catalogue, locale);
}
