import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, dirFor, useCatalogues } from '@tajriba/i18n';
import { DesignSystemRoot, GlobalStyle } from '@tajriba/design-system';
import { usePrefs } from '@tajriba/session';
import { shellCatalogueSources } from '../i18n/lazy-messages';
import { queryClient } from './platform';

export function ShellProviders({ children }: { children: ReactNode }) {
  const prefs = usePrefs();
  // Until a newly chosen language's strings have arrived, the shell keeps the language it has
  // (start.tsx loads the first one before rendering; the language switch preloads the other).
  const { locale, messages } = useCatalogues(shellCatalogueSources, prefs.locale);
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
