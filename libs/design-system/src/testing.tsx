import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { I18nProvider, dirFor, loadedMessages, mergeMessages, pickMessages, type Catalogues, type Locale, type Messages } from '@tajriba/i18n';
import { DesignSystemRoot } from '@tajriba/design-system/core';
import { namedRtlPlugin } from './root/rtl-plugin';
import { provideRtlPlugin } from '@tajriba/design-system/core';
import { designSystemCatalogues } from '@tajriba/design-system/core';
import { designSystemOnDemandCatalogues } from './i18n/on-demand/catalogue';
import type { ThemeMode } from '@tajriba/design-system/core';

export interface DesignSystemRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  mode?: ThemeMode;
  /** The package's own catalogues (both languages) or an already picked catalogue. */
  messages?: Catalogues | Messages;
  /** Extra providers inside the design-system root (router, query client). */
  wrapper?: (props: { children: ReactNode }) => ReactElement;
}

// Tests render synchronously: give RTL roots their plugin up front (the app loads it on demand).
provideRtlPlugin(namedRtlPlugin);

function isCatalogues(m: Catalogues | Messages): m is Catalogues {
  return typeof (m as Catalogues).en === 'object' && typeof (m as Catalogues).ar === 'object';
}

/** Everything a component needs to render as in the app: i18n, theme, direction, toasts. */
export function DesignSystemTestProviders({
  locale = 'en',
  mode = 'light',
  messages,
  children,
}: {
  locale?: Locale;
  mode?: ThemeMode;
  messages?: Catalogues | Messages;
  children: ReactNode;
}) {
  const own = messages ? (isCatalogues(messages) ? pickMessages(locale, messages) : messages) : undefined;
  // Every language of it is in memory in tests (the jest setup loads the libraries' catalogues).
  // The on-demand strings too: tests render the calendar, drop zone and table modules directly.
  const merged = mergeMessages(loadedMessages(designSystemCatalogues, locale), loadedMessages(designSystemOnDemandCatalogues, locale), own);
  return (
    <I18nProvider locale={locale} messages={merged}>
      <DesignSystemRoot mode={mode} dir={dirFor(locale)}>
        {children}
      </DesignSystemRoot>
    </I18nProvider>
  );
}

export function renderWithDesignSystem(ui: ReactElement, options: DesignSystemRenderOptions = {}): RenderResult {
  const { locale = 'en', mode = 'light', messages, wrapper: Inner, ...rest } = options;
  return render(ui, {
    ...rest,
    wrapper: ({ children }) => (
      <DesignSystemTestProviders locale={locale} mode={mode} messages={messages}>
        {Inner ? <Inner>{children}</Inner> : children}
      </DesignSystemTestProviders>
    ),
  });
}

/** Installs a window.matchMedia that answers from a viewport width (jsdom has none). */
export function mockViewportWidth(width: number): void {
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
