import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { loadRemoteLifecycles } from './mf-runtime';
import { useRemote } from './remote-context';
import type { LifeCycles, RemoteMountProps } from './types';

/** What single-spa's `mountParcel` returns (the part used here). */
interface MountedParcel {
  mountPromise: Promise<unknown>;
  unmount: () => Promise<unknown>;
  update?: (props: Record<string, unknown>) => Promise<unknown>;
  getStatus: () => string;
}

export interface ParcelSlotProps<R = unknown> {
  /** the remote that exposes the parcel, e.g. `mf-verification` */
  remote: string;
  /** its expose without `./`, e.g. `gate` (the remote's contract lists it as `kind: 'parcel'`) */
  module: string;
  /** the parcel's own input (`parcel-props@1`: `input`), passed again on change */
  input?: Record<string, unknown>;
  /** called with the parcel's result (`onClose(result)`) */
  onClose?: (result: R) => void;
  /** shown until the parcel has mounted: give it the parcel's size so nothing shifts */
  placeholder?: ReactNode;
  /** called once each time the parcel fails to load or mount (the slot shows the error panel with Retry) */
  onFailed?: (error: unknown) => void;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

const SINGLE_SPA_OWN = new Set(['name', 'domElement', 'domElementGetter', 'singleSpa', 'mountParcel', 'unmountSelf']);

/**
 * Mounts another remote's single-spa parcel (`<remote>/<module>`) inside this remote's tree,
 * without importing that remote: the module is loaded through the page's Module Federation
 * runtime (the shell's `loadModule` when it provides one, which knows every remote of the
 * environment), and mounted with this remote's `mountParcel` (so single-spa unmounts it with the
 * application) into a `div` this component owns. The parcel gets the same platform props as the
 * mounting remote (api, queryClient, session, bus, locale, theme, env) plus `domElement`,
 * `onClose` and `input`. A parcel that fails to load shows the federation error panel with Retry.
 */
export function ParcelSlot<R = unknown>({ remote, module, input, onClose, onFailed, placeholder, className, style, ...rest }: ParcelSlotProps<R>) {
  const ctx = useRemote();
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<MountedParcel | null>(null);
  // The latest callback and input, read by the parcel's props without remounting it.
  const closeRef = useRef(onClose);
  const failedRef = useRef(onFailed);
  const inputRef = useRef(input);
  useEffect(() => {
    closeRef.current = onClose;
    failedRef.current = onFailed;
    inputRef.current = input;
  });
  // The props the parcel was mounted with: every update sends them again (see the update effect).
  const mountedProps = useRef<Record<string, unknown>>({});
  const [state, setState] = useState<'loading' | 'mounted' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    let cancelled = false;
    const target = document.createElement('div');
    el.appendChild(target);
    const platform = Object.fromEntries(Object.entries(ctx).filter(([k]) => !SINGLE_SPA_OWN.has(k)));
    const props = {
      ...platform,
      name: `${remote}/${module}`,
      domElement: target,
      input: inputRef.current,
      onClose: (result: R) => closeRef.current?.(result),
    };
    mountedProps.current = props;
    const mount = async () => {
      const load = ctx.loadModule ?? loadRemoteLifecycles;
      const lifecycles = await load(remote, module);
      if (cancelled) return;
      parcel.current = ctx.mountParcel ? (ctx.mountParcel(lifecycles, props) as MountedParcel) : mountDirectly(lifecycles, props as unknown as RemoteMountProps);
      await parcel.current.mountPromise;
      if (!cancelled) setState('mounted');
    };
    mount().catch((err: unknown) => {
      if (cancelled) return;
      setState('failed');
      // The mounting screen may have something of its own to offer (e.g. the ticket's code as text).
      failedRef.current?.(err);
    });
    return () => {
      cancelled = true;
      const p = parcel.current;
      parcel.current = null;
      const done = () => target.remove();
      if (p && p.getStatus() !== 'NOT_MOUNTED') p.mountPromise.then(() => p.unmount()).then(done, done);
      else done();
    };
    // ctx is the mount-time props object of this remote: stable for its lifetime.
  }, [remote, module, attempt, ctx]);

  useEffect(() => {
    const p = parcel.current;
    // single-spa's parcel.update() REPLACES the parcel's custom props: an update with only
    // `{ input }` left the parcel without its api, queryClient, bus and onClose (the wizard's edit
    // modal then loaded no category list). Send the whole set with the new input.
    if (state === 'mounted' && p?.update && p.getStatus() === 'MOUNTED') void p.update({ ...mountedProps.current, input }).catch(() => undefined);
  }, [input, state]);

  return (
    <div className={className} style={style} data-parcel={`${remote}/${module}`} data-state={state} data-testid={rest['data-testid']}>
      {state === 'loading' ? placeholder : null}
      {state === 'failed' ? (
        <ErrorPanel
          onRetry={() => {
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      <div ref={host} />
    </div>
  );
}

/** Without single-spa (a remote's own harness): the lifecycles called in order. */
function mountDirectly(lc: LifeCycles, props: RemoteMountProps): MountedParcel {
  let status = 'MOUNTING';
  const mountPromise = lc
    .bootstrap(props)
    .then(() => lc.mount(props))
    .then(() => {
      status = 'MOUNTED';
    });
  return {
    mountPromise,
    getStatus: () => status,
    unmount: async () => {
      status = 'NOT_MOUNTED';
      await lc.unmount(props);
    },
    update: lc.update ? (p) => lc.update!({ ...props, ...p } as RemoteMountProps) : undefined,
  };
}
