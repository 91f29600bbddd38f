import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useSnapshot } from 'valtio';
import { isApiError } from '@tajriba/api-client';
import { useRemote } from '@tajriba/federation';
import type { EventPayload } from '@tajriba/contracts/platform';
import type { ExperienceMode, StepKey } from '@tajriba/contracts/host-wizard';
import { Button, CheckIcon, ChevronStartIcon, FormErrorBox, IconButton, LazyBoundary, Modal, Skeleton, WrittenText, useMediaQuery } from '@tajriba/design-system';
import { wizardApi, useWizardApi } from '../../../shared/wizard-api';
import { STEP_COUNT, canSaveDraft, progressOf, stepKeyOf, useWizardStore, wizardActions } from '../stores/wizard-store';
import { StepHandleProvider, type StepHandle } from './step-form';
import { StepView } from '../steps/step-view';
import { LinkButton } from './ui';

// At least a screen tall, so the sticky footer always sits at the bottom of the viewport: an
// error appearing or clearing under a field (a blur when Continue is pressed) must never move
// Continue between the press and the release — a click that lands nowhere is a silent Continue.
const Layout = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.bg};
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Sidebar = styled.nav`
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.spacing[4]};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: 900px) {
    display: none;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  ol ol {
    padding-inline-start: ${({ theme }) => theme.spacing[4]};
  }
`;
const Item = styled.button<{ $current: boolean }>`
  inline-size: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding-block: ${({ theme }) => theme.spacing[1.5]};
  padding-inline: ${({ theme }) => theme.spacing[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme, $current }) => ($current ? theme.colors.onPrimarySoft : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-align: start;
  cursor: pointer;
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Mark = styled.span`
  inline-size: 18px;
  block-size: 18px;
  flex: none;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.success};
`;
const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;
const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[4]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  h1 {
    margin: 0;
    flex: 1;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  progress {
    flex: 1;
    block-size: 6px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Note = styled.div`
  padding: ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.status.warning.bg};
  color: ${({ theme }) => theme.colors.status.warning.fg};
  border: 1px solid ${({ theme }) => theme.colors.status.warning.border};
  strong {
    display: block;
  }
`;
const Body = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.spacing[4]};
  max-inline-size: 880px;
  inline-size: 100%;
`;
const Footer = styled.footer`
  position: sticky;
  inset-block-end: 0;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing[5]};
`;

type Dialog =
  | { kind: 'draftSaved' }
  | { kind: 'submitted' }
  | { kind: 'error'; title: 'draftError' | 'submitError'; errors: string[] }
  | { kind: 'leave'; then: () => void }
  | null;

export interface WizardFrameProps {
  /** Leaving the wizard: Back on step 1 (add), Back on step 3 (edit), after a saved draft or a submission. */
  onExit(result: { saved: boolean; status?: string }): void;
}

/** Sidebar order (§2): group 2 with children 3–11, then 12–18. */
const GROUP_CHILDREN = [3, 4, 5, 6, 7, 8, 9, 10, 11];
const AFTER_GROUP = [12, 13, 14, 15, 16, 17, 18];

/**
 * The wizard's frame (host spec §2, §4): sidebar, header with the step title and progress, the
 * step, Back/Continue. Every Continue saves the step through its server operation; a failed save
 * keeps the values and shows the errors under their fields.
 */
export function WizardFrame({ onExit }: WizardFrameProps) {
  const intl = useIntl();
  const store = useWizardStore();
  const snap = useSnapshot(store);
  const { client } = useWizardApi();
  // Listings of the host's experiences (the dashboard) refetch when the wizard stores one.
  const { bus } = useRemote();
  const announce = (payload: EventPayload<'host-wizard:experience-saved'>) => {
    try {
      bus.emit('host-wizard:experience-saved', payload);
    } catch (e) {
      // A shell older than this remote may not know the event yet: the save itself succeeded.
      console.warn(e);
    }
  };
  const handle = useRef<StepHandle | null>(null);
  const [busy, setBusy] = useState<'continue' | 'draft' | null>(null);
  const [boxErrors, setBoxErrors] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const small = useMediaQuery('(max-width: 900px)');
  const step = snap.step;
  const mode = snap.form.mode;
  const msg = (id: string, values?: Record<string, ReactNode>) => intl.formatMessage({ id }, values as never);
  const resolve = (id: string) => (intl.messages[id] !== undefined ? msg(id) : msg('validation.pleaseValidateAllFields'));
  const titleOf = (n: number) => msg(n === 4 ? `host-wizard.step.4.${mode}` : `host-wizard.step.${n}`);

  // Leaving the page with unsaved changes asks (§4 "a host's work is never lost").
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!store.dirty) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);

  // The step on screen registers when its code has loaded; until then Continue waits.
  const [readyKey, setReadyKey] = useState<StepKey | null>(null);
  const register = useCallback((h: StepHandle | null) => {
    handle.current = h;
    setReadyKey(h?.key ?? null);
  }, []);

  /** Another step: errors of the one left behind go with it. */
  const goTo = (n: number) => {
    setBoxErrors([]);
    wizardActions.goTo(store, n);
  };

  const keepLocally = () => {
    const key = stepKeyOf(store.step, store.form.mode);
    if (!key || handle.current?.key !== key) return;
    wizardActions.setStepValue(store, key, handle.current.values());
  };

  const leave = (then: () => void) => (store.dirty ? setDialog({ kind: 'leave', then }) : then());

  const report = (err: unknown): string[] => {
    if (!isApiError(err)) return ['error.somethingWentWrong'];
    const unshown = handle.current ? handle.current.showServerErrors(err.fieldsErrors) : Object.values(err.fieldsErrors).flat();
    return [...new Set([...err.errors.filter((e) => !(Object.keys(err.fieldsErrors).length && e === 'error.validationFailed')), ...unshown])];
  };

  /**
   * A step that does not validate always says so in its error box: the errors no field shows
   * (an object-level rule, a hidden field), or else a pointer to the fields marked in red.
   */
  const checkFailed = (unshown: string[]): string[] => (unshown.length ? unshown : ['validation.pleaseValidateAllFields']);

  /** The step on screen checked: its value, or null with the reason in the step's error box. */
  const checkStep = async (): Promise<{ key: StepKey; value: unknown } | null> => {
    const key = stepKeyOf(store.step, store.form.mode);
    // The buttons wait for the step's code, so this is a bug, not a state: say so rather than stay silent.
    if (!key || handle.current?.key !== key) {
      console.error(`host-wizard: step ${store.step} (${key}) is not ready; the form on screen is ${handle.current?.key ?? 'none'}`);
      setBoxErrors(['error.somethingWentWrong']);
      return null;
    }
    try {
      const checked = await handle.current.validate();
      if (checked.ok) return { key, value: checked.value };
      setBoxErrors(checkFailed(checked.unshown));
    } catch (e) {
      console.error(e);
      setBoxErrors(['error.somethingWentWrong']);
    }
    return null;
  };

  const goBack = () => {
    if (step === 1) return leave(() => onExit({ saved: false }));
    if (step === 3 && snap.kind === 'edit') return leave(() => onExit({ saved: false }));
    keepLocally();
    goTo(step - 1);
  };

  const chooseMode = (next: ExperienceMode) => {
    setBoxErrors([]);
    wizardActions.chooseMode(store, next);
  };

  const onContinue = async () => {
    setBoxErrors([]);
    if (step === 1) return wizardActions.complete(store, 1);
    if (step === 2) return chooseMode(store.form.mode);
    if (step === STEP_COUNT) return submit();
    const checked = await checkStep();
    if (!checked) return;
    const { key, value } = checked;
    setBusy('continue');
    try {
      const id = store.form.id;
      const res = await wizardApi.saveStep(client, key, { id: id || null, isAdd: !id, mode: store.form.mode, data: value });
      wizardActions.saved(store, step, key, value, res.id, res.status.name);
    } catch (err) {
      setBoxErrors(report(err));
    } finally {
      setBusy(null);
    }
  };

  const saveDraft = async () => {
    if (!store.form.id) return;
    setBoxErrors([]);
    const checked = await checkStep();
    if (!checked) return;
    const { key, value } = checked;
    setBusy('draft');
    try {
      const res = await wizardApi.saveDraft(client, store.form.id, store.form.mode, { [key]: value });
      wizardActions.draftSaved(store, key, value);
      announce({ experienceId: res.id, status: res.status.name, submitted: false });
      setDialog({ kind: 'draftSaved' });
    } catch (err) {
      setDialog({ kind: 'error', title: 'draftError', errors: report(err) });
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    setBusy('continue');
    try {
      const res = await wizardApi.submit(client, store.form.id, store.form.mode);
      wizardActions.submitted(store, res.status.name);
      announce({ experienceId: res.id, status: res.status.name, submitted: true });
      setDialog({ kind: 'submitted' });
    } catch (err) {
      const errors = isApiError(err) ? [...new Set([...err.errors, ...Object.values(err.fieldsErrors).flat()])] : ['error.somethingWentWrong'];
      setDialog({ kind: 'error', title: 'submitError', errors });
    } finally {
      setBusy(null);
    }
  };

  const sidebarItem = (n: number, children?: ReactNode) => {
    const done = snap.completed.includes(n);
    return (
      <li key={n}>
        <Item
          type="button"
          $current={n === step}
          aria-current={n === step ? 'step' : undefined}
          disabled={!wizardActions.canOpen(snap, n) || n === step}
          onClick={() => {
            keepLocally();
            goTo(n);
          }}
        >
          <Mark aria-hidden>{done && n !== STEP_COUNT ? <CheckIcon size={18} /> : null}</Mark>
          <span>{titleOf(n)}</span>
          {done && n !== STEP_COUNT && <span className="sr-only" style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{msg('host-wizard.frame.completed')}</span>}
        </Item>
        {children}
      </li>
    );
  };

  const progress = progressOf(step);
  const stepReady = stepKeyOf(step, mode) === null || readyKey === stepKeyOf(step, mode);
  return (
    <Layout data-testid="host-wizard">
      <Sidebar aria-label={msg('host-wizard.frame.steps')}>
        <ol>
          {sidebarItem(2, <ol>{GROUP_CHILDREN.map((n) => sidebarItem(n))}</ol>)}
          {AFTER_GROUP.map((n) => sidebarItem(n))}
        </ol>
      </Sidebar>
      <Main>
        <Header>
          <HeaderRow>
            {small && step !== 1 && <IconButton label={msg('host-wizard.frame.back')} onClick={goBack}><ChevronStartIcon size={20} /></IconButton>}
            <h1>{titleOf(step)}</h1>
            {canSaveDraft(step) && (
              <LinkButton type="button" onClick={() => void saveDraft()} disabled={busy !== null || !stepReady}>
                {msg('host-wizard.frame.saveDraft')}
              </LinkButton>
            )}
          </HeaderRow>
          <Progress>
            <progress max={100} value={progress} aria-label={msg('host-wizard.frame.progress')} />
            <span>{intl.formatNumber(progress / 100, { style: 'percent' })}</span>
          </Progress>
          {snap.moderationNote && (snap.statusName === 'resubmit' || snap.statusName === 'rejected') && (
            <Note role="note" data-testid="moderation-note">
              <strong>{msg(snap.statusName === 'rejected' ? 'host-wizard.frame.noteRejected' : 'host-wizard.frame.noteSentBack')}</strong>
              {/* as written: an English and an Arabic line each in its own direction */}
              <WrittenText>{snap.moderationNote}</WrittenText>
            </Note>
          )}
        </Header>
        <Body>
          <StepHandleProvider register={register}>
            <LazyBoundary fallback={<Skeleton height={420} />} renderError={(m) => <FormErrorBox errors={[m]} />}>
              <StepView key={`${step}-${mode}`} step={step} mode={mode} onChooseMode={chooseMode} onEdit={goTo} />
            </LazyBoundary>
          </StepHandleProvider>
          <div data-testid="step-errors">
            <FormErrorBox errors={boxErrors.map(resolve)} />
          </div>
        </Body>
        <Footer>
          <Button variant="secondary" onClick={goBack} disabled={busy !== null}>
            {msg('host-wizard.frame.back')}
          </Button>
          {step !== 2 && (
            <Button onClick={() => void onContinue()} loading={busy === 'continue'} disabled={busy !== null || !stepReady}>
              {msg(step === STEP_COUNT ? 'host-wizard.frame.submit' : 'host-wizard.frame.continue')}
            </Button>
          )}
        </Footer>
      </Main>

      <Modal
        open={dialog?.kind === 'draftSaved'}
        onClose={() => {
          setDialog(null);
          if (store.kind === 'add') onExit({ saved: true, status: store.statusName ?? 'draft' });
        }}
        title={msg('host-wizard.dialog.draftSaved')}
        description={msg('host-wizard.dialog.draftSavedBody')}
        footer={
          <Button
            onClick={() => {
              setDialog(null);
              if (store.kind === 'add') onExit({ saved: true, status: store.statusName ?? 'draft' });
            }}
          >
            {msg('host-wizard.dialog.ok')}
          </Button>
        }
      />
      <Modal
        open={dialog?.kind === 'submitted'}
        onClose={() => onExit({ saved: true, status: 'pending' })}
        title={msg('host-wizard.dialog.submitted')}
        description={msg('host-wizard.dialog.submittedBody')}
        footer={
          // A plain link whose click leaves through onExit: the frame also runs as the dashboard's
          // edit parcel, which has no router (a router Link crashed it after Submit). The page's
          // onExit navigates to /my-experiences; the parcel's closes the modal over it.
          <a
            href="/my-experiences"
            onClick={(e) => {
              e.preventDefault();
              onExit({ saved: true, status: 'pending' });
            }}
          >
            {msg('host-wizard.dialog.toMyExperiences')}
          </a>
        }
      />
      <Modal
        open={dialog?.kind === 'error'}
        onClose={() => setDialog(null)}
        title={msg(dialog?.kind === 'error' && dialog.title === 'submitError' ? 'host-wizard.dialog.submitError' : 'host-wizard.dialog.draftError')}
        footer={<Button onClick={() => setDialog(null)}>{msg('host-wizard.dialog.close')}</Button>}
      >
        <List>{dialog?.kind === 'error' && (dialog.errors.length ? dialog.errors : ['error.somethingWentWrong']).map((e) => <li key={e}>{resolve(e)}</li>)}</List>
      </Modal>
      <Modal
        open={dialog?.kind === 'leave'}
        onClose={() => setDialog(null)}
        title={msg('host-wizard.dialog.leaveTitle')}
        description={msg('host-wizard.dialog.leaveBody')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {msg('host-wizard.dialog.stay')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                const then = dialog?.kind === 'leave' ? dialog.then : null;
                wizardActions.setDirty(store, false);
                setDialog(null);
                then?.();
              }}
            >
              {msg('host-wizard.dialog.leave')}
            </Button>
          </>
        }
      />
    </Layout>
  );
}

/** The skeleton of the frame while a draft loads (the same size: nothing shifts). */
export function WizardSkeleton() {
  return <Skeleton height={560} />;
}
