import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { dirFor, intlLocaleFor, type Direction, type Locale } from './locale';
import { loadCatalogue, mergeMessages, useLoadedMessages, type Messages } from './catalogues';
import { commonCatalogues, formCatalogues } from './messages';

interface LocaleContextValue {
  locale: Locale;
  dir: Direction;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: 'en', dir: 'ltr' });

export interface I18nProviderProps {
  locale: Locale;
  /** The package's own catalogue for `locale`; the common catalogue is merged underneath. */
  messages?: Messages;
  onError?: IntlConfig['onError'];
  children?: ReactNode;
}

/**
 * react-intl for one package's subtree. Every remote wraps its root in it with its own
 * messages, so catalogues stay owned by the package that uses them.
 */
export function I18nProvider({ locale, messages, onError, children }: I18nProviderProps) {
  // Roots load the common catalogue before they render; should one not have, the common strings
  // appear as soon as they arrive. The form strings (validation) never hold a first render up:
  // they are fetched after it and appear as soon as they arrive (before anyone has typed).
  const common = useLoadedMessages(commonCatalogues, locale);
  const forms = useLoadedMessages(formCatalogues, locale);
  useEffect(() => {
    loadCatalogue(commonCatalogues, locale).catch(() => undefined);
    loadCatalogue(formCatalogues, locale).catch(() => undefined);
  }, [locale]);
  const merged = useMemo(() => mergeMessages(common, forms, messages), [common, forms, messages]);
  const ctx = useMemo(() => ({ locale, dir: dirFor(locale) }), [locale]);
  return (
    <LocaleContext.Provider value={ctx}>
      <IntlProvider locale={intlLocaleFor(locale)} defaultLocale="en-US" messages={merged} onError={onError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The UI locale ('en' | 'ar') and its direction. */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
