import { useMemo, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, dirFor, mergeMessages, pickMessages } from '@tajriba/i18n';
import { DesignSystemRoot, GlobalStyle, designSystemMessages } from '@tajriba/design-system';
import { federationMessages, useCatalogue } from '@tajriba/federation';
import { usePrefs } from '@tajriba/session';
import { shellCatalogues } from '../i18n/lazy-messages';
import { queryClient } from './platform';

export function ShellProviders({ children }: { children: ReactNode }) {
  const prefs = usePrefs();
  // Until a newly chosen language's strings have arrived, the shell keeps the language it has
  // (start.tsx loads the first one before rendering; the language switch preloads the other).
  const { locale, own } = useCatalogue(shellCatalogues, prefs.locale);
  const messages = useMemo(
    () => mergeMessages(pickMessages(locale, designSystemMessages), pickMessages(locale, federationMessages), own),
    [locale, own],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} messages={messages}>
        <DesignSystemRoot mode={prefs.theme} dir={locale === prefs.locale ? prefs.dir : dirFor(locale)}>
          <GlobalStyle />
          <BrowserRouter>{children}</BrowserRouter>
        </DesignSystemRoot>
      </I18nProvider>
    </QueryClientProvider>
  );
}
