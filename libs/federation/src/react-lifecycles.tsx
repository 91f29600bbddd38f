/**
 * single-spa lifecycles for a React root: what `single-spa-react` did for us, in the few lines we
 * use. That package (7 kB, 2.2 kB gzip) was part of every remote's first render, with options we
 * never used (legacy `render`, `loadRootComponent`, its own context, the component-did-catch
 * warning); ours is ~0.5 kB. Same contract: one React root per mounted name (a parcel's lifecycles
 * are mounted several times, each with its own name), `mount` and `update` resolve once React has
 * committed, `unmount` once the root is gone, and the DOM element is single-spa's
 * (`domElement`, `domElementGetter`, else `single-spa-application:<name>` appended to the body).
 */
import { Component, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles, RemoteMountProps } from './types';

export function elementFor(props: Pick<RemoteMountProps, 'name' | 'domElement' | 'domElementGetter'>): HTMLElement {
  if (props.domElement) return props.domElement;
  if (props.domElementGetter) return props.domElementGetter();
  const id = `single-spa-application:${props.name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    document.body.appendChild(el);
  }
  return el;
}

/** Runs `done` after every commit of this render (the effect has no dependencies on purpose). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(() => done());
  return children;
}

/** Catches what the root component's providers themselves throw (their own boundary sits inside). */
class FatalBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface ReactLifecyclesOptions<P> {
  rootComponent: ComponentType<P>;
  /** rendered in the root's place when the root component itself throws */
  fatal: ReactNode;
}

export function reactLifecycles<P extends RemoteMountProps>({ rootComponent: RootComponent, fatal }: ReactLifecyclesOptions<P>): LifeCycles<P> {
  const roots = new Map<string, Root>();
  // A transition, like the shell's own first render: React renders the remote in slices of a few
  // milliseconds and lets the browser in between (input, paint), instead of one long task that
  // blocks the page while a whole area renders (Lighthouse's Total Blocking Time).
  const render = (root: Root, props: P) =>
    new Promise<void>((resolve) => {
      startTransition(() =>
        root.render(
          <Committed done={resolve}>
            <FatalBoundary fallback={fatal}>
              <RootComponent {...props} />
            </FatalBoundary>
          </Committed>,
        ),
      );
    });
  return {
    bootstrap: async () => {},
    mount: async (props) => {
      const root = createRoot(elementFor(props));
      roots.set(props.name, root);
      await render(root, props);
    },
    update: async (props) => {
      const root = roots.get(props.name);
      if (root) await render(root, props);
    },
    unmount: async (props) => {
      const root = roots.get(props.name);
      roots.delete(props.name);
      root?.unmount();
    },
  };
}
