import { useEffect, useRef, useState } from 'react';
import { loadRemoteLifecycles, useRemote } from '@tajriba/federation';
import { usePrefs } from '@tajriba/session';

interface Parcel {
  unmount: () => Promise<unknown>;
  mountPromise: Promise<unknown>;
}

export interface RemoteParcelProps {
  /** `mf-booking` */
  remote: string;
  /** the exposed module without `./`, e.g. `ticket` */
  module: string;
  input: Record<string, unknown>;
  onClose?: (result?: unknown) => void;
  /** the space the parcel's content takes once loaded (no layout shift while it loads) */
  minBlockSize: number;
  onFailed?: () => void;
  'data-testid'?: string;
}

/**
 * Another area's parcel (mf-booking README, "Parcels") mounted with single-spa's `mountParcel` and
 * this remote's own props, so it shares the shell's api client, query cache, session and bus. It
 * remounts when the language or theme changes (the parcel reads them at mount).
 */
export function RemoteParcel({ remote, module, input, onClose, minBlockSize, onFailed, ...rest }: RemoteParcelProps) {
  const props = useRemote();
  const { locale, theme, dir } = usePrefs();
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, onFailed });
  latest.current = { onClose, onFailed };
  const [failed, setFailed] = useState(false);
  const inputKey = JSON.stringify(input);

  useEffect(() => {
    const el = host.current;
    if (!el || typeof props.mountParcel !== 'function') {
      setFailed(true);
      latest.current.onFailed?.();
      return;
    }
    const parcel = props.mountParcel(() => loadRemoteLifecycles(remote, module), {
      ...props,
      locale,
      dir,
      theme,
      domElement: el,
      input: JSON.parse(inputKey) as Record<string, unknown>,
      onClose: (result?: unknown) => latest.current.onClose?.(result),
    }) as Parcel;
    parcel.mountPromise.catch((err: unknown) => {
      console.warn(`parcel ${remote}/${module} did not mount`, err);
      setFailed(true);
      latest.current.onFailed?.();
    });
    return () => {
      void parcel.mountPromise.then(() => parcel.unmount()).catch(() => undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remount only when what the parcel reads at mount changes
  }, [remote, module, inputKey, locale, theme, dir]);

  return <div ref={host} style={{ minBlockSize: failed ? undefined : minBlockSize }} data-testid={rest['data-testid']} />;
}
