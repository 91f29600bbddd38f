import { createRemoteParcel, type RemoteMountProps } from '@tajriba/federation';
import { EditWizard, WorkPapersGate } from '../features/wizard/wizard-page';
import { wizardCatalogue } from '../features/wizard/i18n/catalogue';
import { FeatureMessages } from '@tajriba/i18n/feature';
import { rootCatalogues } from '../i18n/catalogues';

/** What the dashboard passes when it opens the edit modal (README "The edit modal"). */
export interface EditExperienceParcelProps extends RemoteMountProps {
  /** parcel-props@1: the parcel's own data travels in `input` (what `ParcelSlot` sends) */
  input?: { experienceId?: number };
  /** the same id as a prop of its own (mounts from before `ParcelSlot`) */
  experienceId?: number;
  /** called when the host leaves the wizard; `saved` after Save draft or Submit, with the new status */
  onClose?: (result: { saved: boolean; experienceId: number; status?: string }) => void;
}

function EditExperience({ input, experienceId: legacyId, onClose }: EditExperienceParcelProps) {
  const experienceId = Number(input?.experienceId ?? legacyId ?? 0);
  return (
    <FeatureMessages catalogue={wizardCatalogue}>
      <WorkPapersGate>
        <EditWizard experienceId={experienceId} onExit={(r) => onClose?.({ ...r, experienceId })} />
      </WorkPapersGate>
    </FeatureMessages>
  );
}

/** `mf-host-wizard/edit-experience`: the full-screen edit modal's content as a single-spa parcel. */
const lifecycles = createRemoteParcel<EditExperienceParcelProps>({ App: EditExperience, messages: rootCatalogues, name: 'mf-host-wizard/edit-experience' });
export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
