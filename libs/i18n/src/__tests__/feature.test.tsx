import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { I18nProvider, loadCatalogues, useCatalogues, type LazyCatalogues, type Locale, type Messages } from '../index';
import { FeatureMessages, loadFeatureMessages } from '../feature';

/** A catalogue whose languages arrive when the test says so. */
function deferred(name: string) {
  const loads: Locale[] = [];
  const resolvers: Partial<Record<Locale, (m: { default: Messages }) => void>> = {};
  const load = (locale: Locale) => () => {
    loads.push(locale);
    return new Promise<{ default: Messages }>((resolve) => {
      resolvers[locale] = resolve;
    });
  };
  const catalogues: LazyCatalogues = { en: load('en'), ar: load('ar') };
  return {
    loads,
    catalogues,
    arrive: async (locale: Locale) => {
      await act(async () => {
        resolvers[locale]!({ default: { [`${name}.hello`]: `${name} ${locale}` } });
      });
    },
  };
}

function Root({ sources, locale, children }: { sources: readonly LazyCatalogues[]; locale: Locale; children: React.ReactNode }) {
  const current = useCatalogues(sources, locale);
  return (
    <I18nProvider locale={current.locale} messages={current.messages}>
      <p data-testid="locale">{current.locale}</p>
      <p>
        <FormattedMessage id="root.hello" />
      </p>
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </I18nProvider>
  );
}

function Feature({ catalogue }: { catalogue: LazyCatalogues }) {
  return (
    <FeatureMessages catalogue={catalogue}>
      <p>
        <FormattedMessage id="feature.hello" />
      </p>
      <p>
        <FormattedMessage id="root.hello" />
      </p>
    </FeatureMessages>
  );
}

describe('FeatureMessages', () => {
  it('adds a feature catalogue over the root messages, suspending until it is here', async () => {
    const root = deferred('root');
    const feature = deferred('feature');
    const sources = [root.catalogues];
    // A root loads its catalogue before its first render.
    const ready = loadCatalogues(sources, 'en');
    await root.arrive('en');
    await ready;
    // Awaited: the feature suspends in its first render.
    const view = await act(async () =>
      render(
        <Root sources={sources} locale="en">
          <Feature catalogue={feature.catalogues} />
        </Root>,
      ),
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await feature.arrive('en');
    expect(await screen.findByText('feature en')).toBeInTheDocument();
    expect(screen.getAllByText('root en')).toHaveLength(2);
    view.unmount();
  });

  it('a language switch waits for the mounted features, so a page never shows two languages', async () => {
    const root = deferred('root');
    const feature = deferred('feature2');
    const sources = [root.catalogues];
    const loading = Promise.all([loadCatalogues(sources, 'en'), loadFeatureMessages(feature.catalogues, 'en')]);
    await root.arrive('en');
    await feature.arrive('en');
    await loading;
    const ui = (locale: Locale) => (
      <Root sources={sources} locale={locale}>
        <FeatureMessages catalogue={feature.catalogues}>
          <p>
            <FormattedMessage id="feature2.hello" />
          </p>
        </FeatureMessages>
      </Root>
    );
    const view = render(ui('en'));
    expect(screen.getByText('feature2 en')).toBeInTheDocument();

    view.rerender(ui('ar'));
    // The switch loads the feature's new language with the root's.
    expect(feature.loads).toEqual(['en', 'ar']);
    await root.arrive('ar');
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
    expect(screen.getByText('feature2 en')).toBeInTheDocument();
    await feature.arrive('ar');
    expect(screen.getByTestId('locale')).toHaveTextContent('ar');
    expect(screen.getByText('feature2 ar')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    view.unmount();
  });
});
