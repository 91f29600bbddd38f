import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { dirFor, intlLocaleFor, type Direction, type Locale } from './locale';
import { mergeMessages, pickMessages, commonMessages, type Messages } from './messages';

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
  const merged = useMemo(() => mergeMessages(pickMessages(locale, commonMessages), messages), [locale, messages]);
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
