import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { emptyForm, serverToForm } from '@tajriba/contracts/host-wizard';
import { Button, Spinner } from '@tajriba/design-system';
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
const Warning = styled(Center)`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
  p {
    margin: 0;
    max-inline-size: 560px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The work-papers gate (§2): host screens warn unless the work papers are approved. */
export function WorkPapersGate({ children }: { children: React.ReactNode }) {
  const intl = useIntl();
  const user = useSession().user;
  if (user?.workPapersStatus?.name === 'approved') return <>{children}</>;
  return (
    <Warning role="alert" data-testid="work-papers-gate">
      <h1>{intl.formatMessage({ id: 'host-wizard.gate.title' })}</h1>
      <p>{intl.formatMessage({ id: 'host-wizard.gate.body' })}</p>
      <a href="/verification">{intl.formatMessage({ id: 'host-wizard.gate.action' })}</a>
    </Warning>
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
    <WizardStoreProvider init={() => ({ kind: 'edit', form: serverToForm(server), moderationNote: server.moderationNote ?? null, statusName: server.status?.name ?? null })}>
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
