import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { I18nProvider, commonCatalogues, commonMessage, loadCatalogues, loadedMessages, useCatalogues, type CatalogueSource, type Locale, type Messages } from '../index';
import { declaredLibraryCatalogues, laterCatalogues } from '../catalogues';

/** Lazy catalogues whose languages arrive when the test says so. */
function deferred(name: string) {
  const loads: Locale[] = [];
  const resolvers: Partial<Record<Locale, (m: { default: Messages }) => void>> = {};
  const load = (locale: Locale) => () => {
    loads.push(locale);
    return new Promise<{ default: Messages }>((resolve) => {
      resolvers[locale] = resolve;
    });
  };
  return {
    loads,
    catalogues: { en: load('en'), ar: load('ar') },
    arrive: async (locale: Locale) => {
      await act(async () => {
        resolvers[locale]!({ default: { [`${name}.hello`]: `${name} ${locale}` } });
      });
    },
  };
}

function Root({ sources, locale }: { sources: readonly CatalogueSource[]; locale: Locale }) {
  const current = useCatalogues(sources, locale);
  return (
    <I18nProvider locale={current.locale} messages={current.messages}>
      <p data-testid="locale">{current.locale}</p>
      <p>
        <FormattedMessage id="a.hello" />
      </p>
      <p>
        <FormattedMessage id="b.hello" />
      </p>
    </I18nProvider>
  );
}

describe('lazy catalogues', () => {
  it('download one language per catalogue, once, and merge later sources over earlier ones', async () => {
    const a = deferred('a');
    const b = deferred('b');
    const sources = [a.catalogues, b.catalogues, { en: { 'b.hello': 'eager wins' }, ar: {} }];
    const ready = loadCatalogues(sources, 'en');
    void loadCatalogues(sources, 'en');
    await a.arrive('en');
    await b.arrive('en');
    await ready;
    expect(a.loads).toEqual(['en']);
    expect(b.loads).toEqual(['en']);
    render(<Root sources={sources} locale="en" />);
    expect(screen.getByText('a en')).toBeInTheDocument();
    expect(screen.getByText('eager wins')).toBeInTheDocument();
  });

  it('keep a root in the language it has until every catalogue of the new one has arrived', async () => {
    const a = deferred('a');
    const b = deferred('b');
    const sources = [a.catalogues, b.catalogues];
    const ready = loadCatalogues(sources, 'en');
    await a.arrive('en');
    await b.arrive('en');
    await ready;
    const view = render(<Root sources={sources} locale="en" />);
    view.rerender(<Root sources={sources} locale="ar" />);
    // The switch starts both downloads; half a language is not shown.
    expect(a.loads).toEqual(['en', 'ar']);
    await a.arrive('ar');
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
    expect(screen.getByText('b en')).toBeInTheDocument();
    await b.arrive('ar');
    expect(screen.getByTestId('locale')).toHaveTextContent('ar');
    expect(screen.getByText('a ar')).toBeInTheDocument();
    expect(screen.getByText('b ar')).toBeInTheDocument();
  });

  it('never hold a first render up for a catalogue that loads later, but make a language switch wait for it once it is here', async () => {
    const a = deferred('a');
    const forms = deferred('forms');
    laterCatalogues(forms.catalogues);
    const sources = [a.catalogues];
    const view = render(<Root sources={sources} locale="en" />);
    await a.arrive('en');
    // complete without the later catalogue, which nobody asked for yet
    expect(screen.getByText('a en')).toBeInTheDocument();
    expect(forms.loads).toEqual([]);
    const formsEn = loadCatalogues([forms.catalogues], 'en');
    await forms.arrive('en');
    await formsEn;
    view.rerender(<Root sources={sources} locale="ar" />);
    await a.arrive('ar');
    // the root's own Arabic is here, the later one's is not: still English, and it was asked for
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
    expect(forms.loads).toEqual(['en', 'ar']);
    await forms.arrive('ar');
    expect(screen.getByTestId('locale')).toHaveTextContent('ar');
    expect(screen.getByText('a ar')).toBeInTheDocument();
  });

  it('retry a language whose download failed', async () => {
    let attempts = 0;
    const flaky = {
      en: () => (++attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ default: { x: 'y' } })),
      ar: () => Promise.resolve({ default: {} }),
    };
    await expect(loadCatalogues([flaky], 'en')).rejects.toThrow('ChunkLoadError');
    expect(loadedMessages(flaky, 'en')).toBeUndefined();
    await loadCatalogues([flaky], 'en');
    expect(loadedMessages(flaky, 'en')).toEqual({ x: 'y' });
  });

  it('declare the shared libraries’ catalogues, which tests have in every language', () => {
    expect(declaredLibraryCatalogues()).toContain(commonCatalogues);
    expect(loadedMessages(commonCatalogues, 'en')?.['i18n.day.today']).toBeTruthy();
    expect(commonMessage('ar', 'i18n.day.today')).toMatch(/[\u0600-\u06ff]/);
  });
});
