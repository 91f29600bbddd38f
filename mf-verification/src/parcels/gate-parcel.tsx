import { useCallback } from 'react';
import { createRemoteParcel, type RemoteMountProps } from '@tajriba/federation';
import { WorkPapersGate } from '../features/gate/work-papers-gate';
import { catalogues } from '../i18n/catalogues';

/** What the area that mounts the gate passes besides its own remote props (mf-verification/README.md, "The gate"). */
export interface GateParcelProps extends RemoteMountProps {
  /** `onClose({ approved: true })` once the work papers are approved: render the gated screen then. */
  onClose?: (result: { approved: boolean }) => void;
}

function GateParcel({ onClose }: GateParcelProps) {
  const onStatus = useCallback((approved: boolean) => {
    if (approved) onClose?.({ approved: true });
  }, [onClose]);
  return <WorkPapersGate onStatus={onStatus} />;
}

/** `mf-verification/gate`: the work-papers gate as a single-spa parcel another area mounts. */
const lifecycles = createRemoteParcel<GateParcelProps>({ App: GateParcel, messages: catalogues, name: 'mf-verification/gate' });
export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
