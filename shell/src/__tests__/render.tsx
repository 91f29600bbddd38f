import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { I18nProvider, commonCatalogues, loadedMessages, mergeMessages, pickMessages, type Locale } from '@tajriba/i18n';
import { DesignSystemRoot, designSystemCatalogues } from '@tajriba/design-system';
import { shellMessages } from '../i18n/messages';

export function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

export function renderShell(ui: ReactElement, { route = '/', locale = 'en' as Locale, path = '*' } = {}) {
  // The libraries' catalogues are in memory in every language in tests (the jest setup loads them).
  const messages = mergeMessages(
    loadedMessages(designSystemCatalogues, locale),
    loadedMessages(commonCatalogues, locale),
    pickMessages(locale, shellMessages),
  );
  return render(
    <I18nProvider locale={locale} messages={messages}>
      <DesignSystemRoot mode="light" dir={locale === 'ar' ? 'rtl' : 'ltr'}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="/auth/signin" element={<LocationProbe />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </DesignSystemRoot>
    </I18nProvider>,
  );
}
