import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider, dirFor, loadCatalogues, useCatalogues } from '@tajriba/i18n';
import { DesignSystemRoot } from '@tajriba/design-system';
import { getPrefs, usePrefs } from '@tajriba/session';
import { ErrorPanel } from './error-panel';
import { platformCatalogues } from './messages';
import { elementFor } from './react-lifecycles';
import type { LifeCycles, RemoteMountProps } from './types';

export const FALLBACK_MARK = Symbol.for('tajriba.federation.fallback');

export interface FallbackOptions {
  /** remote name, e.g. 'mf-discovery' */
  name: string;
  error: unknown;
  /** re-attempt the load (fresh registration); must throw when the remote is still unreachable */
  reload: () => Promise<LifeCycles>;
}

function Panel({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const prefs = usePrefs();
  const { locale, messages } = useCatalogues(platformCatalogues, prefs.locale);
  return (
    <I18nProvider locale={locale} messages={messages}>
      <DesignSystemRoot mode={prefs.theme} dir={locale === prefs.locale ? prefs.dir : dirFor(locale)} toasts={false}>
        <ErrorPanel onRetry={onRetry} />
      </DesignSystemRoot>
    </I18nProvider>
  );
}

/**
 * Lifecycles that stand in for a remote whose code failed to load. They render the localised
 * error panel in the remote's place; Retry loads the remote again (without a page reload) and,
 * once it arrives, hands the DOM element over to the real lifecycles, which from then on receive
 * every mount/unmount single-spa sends to this application.
 */
export function createFallbackLifecycles(opts: FallbackOptions): LifeCycles & { [FALLBACK_MARK]: true } {
  let delegate: LifeCycles | null = null;
  let delegateBootstrapped = false;
  let root: Root | null = null;
  let current: RemoteMountProps | null = null;

  const renderPanel = (props: RemoteMountProps) => {
    const host = document.createElement('div');
    host.dataset.remoteFallback = opts.name;
    elementFor(props).appendChild(host);
    root = createRoot(host);
    root.render(<Panel onRetry={retry} />);
  };
  const removePanel = () => {
    if (!root) return;
    const r = root;
    root = null;
    r.unmount();
    document.querySelectorAll(`[data-remote-fallback="${opts.name}"]`).forEach((n) => n.remove());
  };

  async function retry(): Promise<void> {
    let lc: LifeCycles;
    try {
      lc = await opts.reload();
    } catch (e) {
      console.error(`[${opts.name}] still unavailable`, e);
      return;
    }
    delegate = lc;
    if (!current) return;
    const props = current;
    removePanel();
    if (!delegateBootstrapped) {
      await lc.bootstrap(props);
      delegateBootstrapped = true;
    }
    await lc.mount(props);
  }

  console.error(`[${opts.name}] failed to load`, opts.error);

  return {
    [FALLBACK_MARK]: true,
    async bootstrap() {},
    async mount(props) {
      current = props;
      if (delegate) {
        if (!delegateBootstrapped) {
          await delegate.bootstrap(props);
          delegateBootstrapped = true;
        }
        return delegate.mount(props);
      }
      // The panel's strings (the shell has usually loaded them already: no flash of ids).
      await loadCatalogues(platformCatalogues, getPrefs().locale).catch(() => undefined);
      if (current === props && !delegate) renderPanel(props);
    },
    async unmount(props) {
      const wasMounted = current;
      current = null;
      if (root) removePanel();
      else if (delegate && wasMounted) return delegate.unmount(props);
    },
    async update(props) {
      current = props;
      if (delegate?.update) return delegate.update(props);
    },
  };
}

export const isFallback = (m: unknown): boolean => !!m && typeof m === 'object' && FALLBACK_MARK in (m as object);
