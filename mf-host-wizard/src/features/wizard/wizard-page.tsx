import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { emptyForm, otherLanguages, serverToForm } from '@tajriba/contracts/host-wizard';
import { isStaff } from '@tajriba/contracts/constants';
import { Button, Skeleton, Spinner } from '@tajriba/design-system';
import { ParcelSlot } from '@tajriba/federation';
import { useSession } from '@tajriba/session';
import { useWizardApi, wizardApi, wizardKeys } from '../../shared/wizard-api';
import { WizardFrame } from './components/wizard-frame';
import { WizardStoreProvider } from './stores/wizard-store';

const Center = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  min-block-size: 560px;
  padding: ${({ theme }) => theme.spacing[6]};
  text-align: center;
`;
/**
 * The work-papers gate (§2): mf-verification's gate parcel (its README "The gate") shows the
 * spec's warning with the way to the wizard, and reports back once the papers are approved. The
 * session's copy of the status is the cheap first check: approved hosts never load the parcel.
 * Staff (who reach the wizard to help a host) are not gated: they have no work papers.
 */
export function WorkPapersGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const [approved, setApproved] = useState(session.user?.workPapersStatus?.name === 'approved');
  if (approved || isStaff(session.role)) return <>{children}</>;
  return (
    <ParcelSlot<{ approved: boolean }>
      remote="mf-verification"
      module="gate"
      onClose={(r) => setApproved(r.approved)}
      // the gate panel's size while the parcel loads: nothing shifts
      placeholder={<Skeleton width="100%" height={260} />}
      data-testid="work-papers-gate-slot"
    />
  );
}

/** Loads an existing experience (spinner; on failure a message with close) and opens the wizard in edit mode at step 3. */
export function EditWizard({ experienceId, onExit }: { experienceId: number; onExit(result: { saved: boolean; status?: string }): void }) {
  const intl = useIntl();
  const { client, userId } = useWizardApi();
  const draft = useQuery({ queryKey: wizardKeys.draft(userId, experienceId), queryFn: ({ signal }) => wizardApi.draft(client, experienceId, signal), staleTime: 0, gcTime: 0, retry: false });
  if (draft.isPending)
    return (
      <Center>
        <Spinner size={32} label={intl.formatMessage({ id: 'host-wizard.edit.loading' })} />
      </Center>
    );
  if (draft.isError)
    return (
      <Center role="alert">
        <p>{intl.formatMessage({ id: 'host-wizard.edit.failed' })}</p>
        <Button onClick={() => onExit({ saved: false })}>{intl.formatMessage({ id: 'host-wizard.dialog.close' })}</Button>
      </Center>
    );
  const server = draft.data;
  return (
    <WizardStoreProvider init={() => ({ kind: 'edit', form: serverToForm(server), moderationNote: server.moderationNote ?? null, statusName: server.status?.name ?? null, otherLanguages: otherLanguages(server.languages) })}>
      <WizardFrame onExit={onExit} />
    </WizardStoreProvider>
  );
}

/** `/my-experiences/add` (add mode, from step 1); `?draft=<id>` continues a saved draft (edit mode, step 3). */
export function WizardPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draftId = Number(params.get('draft') ?? 0);
  const exit = () => navigate('/my-experiences');
  return (
    <WorkPapersGate>
      {Number.isInteger(draftId) && draftId > 0 ? (
        <EditWizard experienceId={draftId} onExit={exit} />
      ) : (
        <WizardStoreProvider init={() => ({ kind: 'add', form: emptyForm('atHost') })}>
          <WizardFrame onExit={exit} />
        </WizardStoreProvider>
      )}
    </WorkPapersGate>
  );
}
