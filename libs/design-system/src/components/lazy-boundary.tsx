import { Component, createRef, lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { Button } from './button';
import { AlertIcon } from '../icons/alert';
import { focusableWithin } from '../hooks/focus';
import { useDsIntl } from '../i18n/use-ds-intl';

/*
 * Pieces of a page that load on first use (a menu's rows, a popover's contents, a page) must not
 * take the page down when their chunk fails to download: offline for a moment, or a deploy that
 * removed the old chunk. `LazyBoundary` shows a compact message with Retry in place of the piece;
 * `lazyWithRetry` is `React.lazy` whose import can be attempted again.
 *
 * In the core (the page's single copy) so that every bundle's lazy pieces and boundaries share one
 * list of failed imports: Retry re-attempts them all — a chunk that failed usually means the
 * network did, and the other failed pieces are as likely to load now.
 */

/** One `lazyWithRetry` piece's import, as the boundaries see it. */
interface LazyImport {
  /** Calls the factory anew (after a failure). */
  restart(): void;
  /** Settles with whether the piece is loaded, once its latest attempt has. */
  settled(): Promise<boolean>;
}
const failedImports = new Set<LazyImport>();
// Which import an error came from: a boundary retries the piece it caught and waits for that one.
const importOf = new WeakMap<object, LazyImport>();

/**
 * Re-attempts every `lazyWithRetry` import that failed (a piece whose import is pending again
 * suspends when rendered); resolves when they have all settled.
 */
export function retryLazyImports(): Promise<void> {
  const imports = [...failedImports];
  for (const i of imports) i.restart();
  return Promise.all(imports.map((i) => i.settled())).then(() => undefined);
}

export type LazyWithRetry<P> = ((props: P) => ReactNode) & {
  /** Starts the download (hover, focus); a failure here is ignored, the render will try again. */
  preload: () => void;
  displayName?: string;
};

/**
 * `React.lazy` with a second chance. React.lazy keeps a rejected import forever, so a Retry could
 * only show the same error again; here a failed import is forgotten when `LazyBoundary`'s Retry
 * (or `retryLazyImports`) runs, and the factory is called anew. Once loaded, the component renders
 * synchronously — also when `preload()` fetched it before the first render, so a preloaded piece
 * never shows its fallback.
 *
 * Render it inside a `LazyBoundary` (the error boundary and the Suspense boundary in one).
 */
// The same signature as React.lazy: the module's component is `T`, the props are its props.
// oxlint-disable-next-line typescript/no-explicit-any -- any component, as React.lazy accepts
export function lazyWithRetry<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): LazyWithRetry<ComponentProps<T>> {
  // Inside, the props only pass through.
  type Piece = ComponentType<object>;
  let loaded: Piece | undefined;
  let latest: Promise<unknown> | undefined;
  const start = () => {
    const attempt = factory().then(
      (m) => {
        loaded ??= m.default as Piece;
        return m;
      },
      (error: unknown) => {
        // Kept (and thrown to the boundary) until a Retry: trying again on the next render by
        // itself would download again and again while the network is down.
        failedImports.add(entry);
        if (typeof error === 'object' && error !== null) importOf.set(error, entry);
        throw error;
      },
    );
    latest = attempt;
    return attempt;
  };
  let current = lazy(start);
  const entry: LazyImport = {
    restart: () => {
      failedImports.delete(entry);
      const attempt = start();
      current = lazy(() => attempt);
    },
    settled: () => (loaded || !latest ? Promise.resolve(!!loaded) : latest.then(() => true, () => !!loaded)),
  };
  const Lazy = (props: ComponentProps<T>) => {
    // An instance keeps the type it mounted with (switching from the lazy wrapper to the loaded
    // component would remount it); a new instance uses the loaded component at once, or the
    // latest attempt. One that failed is unmounted by its boundary, never re-rendered.
    const [Current] = useState<Piece>(() => loaded ?? (current as unknown as Piece));
    return <Current {...(props as object)} />;
  };
  Lazy.preload = () => {
    if (loaded) return;
    factory().then(
      (m) => {
        loaded ??= m.default as Piece;
        failedImports.delete(entry);
      },
      () => undefined,
    );
  };
  return Lazy;
}

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  padding: ${({ theme }) => theme.spacing[3]};
  text-align: center;
`;

// A span with its own size and colour: the piece's place may sit under styles meant for the
// page around it (a hero's `p { font-size: lg }` reaches into the popovers of its search bar).
const Message = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.text};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.status.danger.fg};
  }
`;

function FailedPiece({ onRetry, retrying, viewRef }: { onRetry: () => void; retrying: boolean; viewRef: Ref<HTMLDivElement> }) {
  const { t } = useDsIntl();
  return (
    <Failed ref={viewRef} role="alert" data-testid="lazy-failed">
      <Message>
        <AlertIcon size={16} />
        {t('ds.lazy.failed')}
      </Message>
      <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
        {retrying ? t('ds.lazy.retrying') : t('ds.lazy.retry')}
      </Button>
    </Failed>
  );
}

export interface LazyBoundaryProps {
  children?: ReactNode;
  /** Shown while the piece loads (the Suspense fallback); nothing by default. */
  fallback?: ReactNode;
  /**
   * Wraps the failure message ("This part didn't load." and Retry) where the piece needs its own
   * frame: a dropdown box, a fixed badge, a page-sized area.
   */
  renderError?: (message: ReactNode) => ReactNode;
}

interface State {
  /** What the piece threw; null while it renders. */
  error: unknown;
  retrying: boolean;
}

/**
 * Error and Suspense boundary for a piece that loads on first use. When the piece throws (its
 * chunk failed to download, or it crashed) the page keeps working and the piece's place shows a
 * compact localised message with Retry. Retry re-attempts every failed `lazyWithRetry` import,
 * shows the piece when its own has loaded and keeps the message otherwise (a piece that crashed
 * is simply rendered again). Mounted again after a failure (a menu opened again), it retries by
 * itself. A keyboard user's focus, on Retry, moves to the piece's first control.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, State> {
  override state: State = { error: null, retrying: false };
  private readonly view = createRef<HTMLDivElement>();
  /** Where the message was, level by level up to the page (a frame from `renderError` goes too). */
  private refocus?: { parent: HTMLElement; before: Node | null }[];

  // No componentDidCatch: React reports caught errors on the console itself, in production too.
  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error'), retrying: false };
  }

  // A piece whose import had failed before (a menu opened again, a page visited again) is tried
  // again at once, as if Retry had been pressed: reopening is how most people retry. Once per
  // mount, so a network that stays down does not make it loop.
  override componentDidMount(): void {
    if (this.state.error !== null) this.retry();
  }

  private readonly retry = () => {
    if (this.state.retrying) return;
    const { error } = this.state;
    const own = typeof error === 'object' && error !== null ? importOf.get(error) : undefined;
    this.setState({ retrying: true });
    // Every failed piece gets another go (a failed chunk usually means the network failed), but
    // this boundary waits only for its own: another chunk that stays missing must not keep it.
    void retryLazyImports();
    void (own ? own.settled() : Promise.resolve(true)).then((loaded) => {
      const view = this.view.current;
      // Retry is about to disappear: keep the focus near, on the piece that replaces it.
      if (loaded && view?.contains(document.activeElement)) {
        this.refocus = [];
        for (let node: HTMLElement = view; node.parentElement && node !== document.body; node = node.parentElement) {
          this.refocus.push({ parent: node.parentElement, before: node.previousSibling });
        }
      }
      this.setState({ error: loaded ? null : error, retrying: false });
    });
  };

  override componentDidUpdate(_: LazyBoundaryProps, prev: State): void {
    const place = this.refocus;
    this.refocus = undefined;
    if (prev.error === null || this.state.error !== null || !place) return;
    // Retry had the focus and is gone: if nothing took the focus meanwhile, give it to the
    // piece's first control, or else to the control just before the piece (a combobox's input).
    if (document.activeElement && document.activeElement !== document.body) return;
    const level = place.find((l) => l.parent.isConnected);
    if (!level) return;
    const { parent, before } = level;
    const controls = focusableWithin(parent);
    const isAfter = (el: HTMLElement) =>
      !before?.isConnected || (!before.contains(el) && (before.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
    const target = controls.find(isAfter) ?? controls.filter((el) => !isAfter(el)).at(-1);
    if (target) target.focus();
    else if (parent.hasAttribute('tabindex')) parent.focus();
  }

  override render() {
    if (this.state.error !== null) {
      const message = <FailedPiece onRetry={this.retry} retrying={this.state.retrying} viewRef={this.view} />;
      return this.props.renderError ? this.props.renderError(message) : message;
    }
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
