import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { I18nProvider, loadedMessages, mergeMessages, pickMessages, type Locale, type Messages } from '@tajriba/i18n';
import { DesignSystemRoot, designSystemCatalogues } from '@tajriba/design-system';
import { shellMessages } from '../../i18n/messages';
import { ShellApiProvider } from '../api-context';

export function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

/** Renders like the shell does (i18n, theme, router, query client) with a fake API client. */
export function renderWithShell(
  ui: ReactElement,
  { api, route = '/', locale = 'en' as Locale, path = '*', extraMessages }: { api: ApiClient; route?: string; locale?: Locale; path?: string; extraMessages?: Messages },
) {
  // The libraries' catalogues are in memory in every language in tests (the jest setup loads them);
  // a feature's own catalogue (loaded with its chunk on the site) comes as `extraMessages`.
  const messages = mergeMessages(loadedMessages(designSystemCatalogues, locale), pickMessages(locale, shellMessages), extraMessages ?? {});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ShellApiProvider value={api}>
        <I18nProvider locale={locale} messages={messages}>
          <DesignSystemRoot mode="light" dir={locale === 'ar' ? 'rtl' : 'ltr'}>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </DesignSystemRoot>
        </I18nProvider>
      </ShellApiProvider>
    </QueryClientProvider>,
  );
}
