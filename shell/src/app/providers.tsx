import { useMemo, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, mergeMessages, pickMessages } from '@tajriba/i18n';
import { DesignSystemRoot, GlobalStyle, designSystemMessages } from '@tajriba/design-system';
import { federationMessages } from '@tajriba/federation';
import { usePrefs } from '@tajriba/session';
import { shellMessages } from '../i18n/messages';
import { queryClient } from './platform';

export function ShellProviders({ children }: { children: ReactNode }) {
  const prefs = usePrefs();
  const messages = useMemo(
    () =>
      mergeMessages(
        pickMessages(prefs.locale, designSystemMessages),
        pickMessages(prefs.locale, federationMessages),
        pickMessages(prefs.locale, shellMessages),
      ),
    [prefs.locale],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={prefs.locale} messages={messages}>
        <DesignSystemRoot mode={prefs.theme} dir={prefs.dir}>
          <GlobalStyle />
          <BrowserRouter>{children}</BrowserRouter>
        </DesignSystemRoot>
      </I18nProvider>
    </QueryClientProvider>
  );
}
