import { createContext, useContext, useState, type ReactNode } from 'react';
import { proxy } from 'valtio';
import { switchMode, type ExperienceForm, type ExperienceMode, type StepKey } from '@tajriba/contracts/host-wizard';

/** The wizard's 18 steps (host spec §2): 1 intro, 2 type, 3–17 the form's parts, 18 review. */
export const STEP_COUNT = 18;

/** The form part a step edits (step 4 depends on the mode); steps 1, 2 and 18 have none. */
export function stepKeyOf(step: number, mode: ExperienceMode): StepKey | null {
  const fourth: StepKey = mode === 'atHost' ? 'locationStep' : mode === 'online' ? 'onlineSetupStep' : 'coverageDetailsStep';
  const keys: (StepKey | null)[] = [null, null, 'eventHighlightsStep', fourth, 'scheduleStep', 'availabilityStep', 'activitiesStep', 'addOnsStep', 'coHostStep', 'agendaStep', 'media', 'guestRequirementsStep', 'pricingStep', 'discountsStep', 'bookingDeadlinesStep', 'cancellationPolicyStep', 'hostingToolsStep', null];
  return keys[step - 1] ?? null;
}

/** Progress shown in the frame: (step − 1) / 18, rounded (§2). */
export const progressOf = (step: number): number => Math.round(((step - 1) / STEP_COUNT) * 100);

/** Save draft appears on steps 5 to 17 only (§2). */
export const canSaveDraft = (step: number): boolean => step >= 5 && step <= 17;

export interface WizardState {
  /** add: /my-experiences/add (starts at 1); edit: an existing experience (starts at 3) */
  kind: 'add' | 'edit';
  step: number;
  completed: number[];
  form: ExperienceForm;
  /** the step's form has changes not yet saved to the server */
  dirty: boolean;
  /** the moderator's note when the experience was sent back or rejected */
  moderationNote: string | null;
  statusName: string | null;
  /** stored languages the highlights step does not offer ("fr"): kept on save, named on the step */
  otherLanguages: string[];
}

export function createWizardStore(init: { kind: 'add' | 'edit'; form: ExperienceForm; moderationNote?: string | null; statusName?: string | null; otherLanguages?: string[] }) {
  return proxy<WizardState>({
    kind: init.kind,
    step: init.kind === 'add' ? 1 : 3,
    // Editing an existing experience: every step it already has is complete.
    completed: init.kind === 'edit' ? Array.from({ length: 16 }, (_, i) => i + 2) : [],
    form: init.form,
    dirty: false,
    moderationNote: init.moderationNote ?? null,
    statusName: init.statusName ?? null,
    otherLanguages: init.otherLanguages ?? [],
  });
}
export type WizardStore = ReturnType<typeof createWizardStore>;

export const wizardActions = {
  /** Marks the step complete and moves on (never past 18). */
  complete(store: WizardStore, step: number) {
    if (!store.completed.includes(step)) store.completed.push(step);
    store.step = Math.min(STEP_COUNT, step + 1);
    store.dirty = false;
  },
  goTo(store: WizardStore, step: number) {
    store.step = Math.max(1, Math.min(STEP_COUNT, step));
  },
  /** Keeps a step's value in the form (validated or as typed). */
  setStepValue(store: WizardStore, key: StepKey, value: unknown) {
    if (key === 'media') store.form.media = (value as { media: ExperienceForm['media'] }).media;
    else (store.form as unknown as Record<string, unknown>)[key] = value;
  },
  /** A step saved on the server: keeps its value, the experience's id and status, marks it complete. */
  saved(store: WizardStore, step: number, key: StepKey, value: unknown, id: number, statusName: string) {
    wizardActions.setStepValue(store, key, value);
    store.form.id = id;
    store.statusName = statusName;
    wizardActions.complete(store, step);
  },
  /** A draft saved: the step's value kept, nothing unsaved left. */
  draftSaved(store: WizardStore, key: StepKey, value: unknown) {
    wizardActions.setStepValue(store, key, value);
    store.dirty = false;
  },
  submitted(store: WizardStore, statusName: string) {
    store.statusName = statusName;
    store.dirty = false;
  },
  setDirty(store: WizardStore, dirty: boolean) {
    store.dirty = dirty;
  },
  /** Step 2: the experience type chosen (mode switching resets, §4), then on to step 3. */
  chooseMode(store: WizardStore, next: ExperienceMode) {
    store.form = switchMode(store.form, next);
    wizardActions.complete(store, 2);
  },
  /** A sidebar item is clickable when its step is completed; 18 always is (§2). */
  canOpen(state: { readonly completed: readonly number[] }, step: number): boolean {
    return step === STEP_COUNT || state.completed.includes(step);
  },
};

const Ctx = createContext<WizardStore | null>(null);

/** One store per mount (CONVENTIONS "State"): a wizard opened again starts clean. */
export function WizardStoreProvider({ init, children }: { init: () => Parameters<typeof createWizardStore>[0]; children: ReactNode }) {
  const [store] = useState(() => createWizardStore(init()));
  return <Ctx.Provider value={store}>{children}</Ctx.Provider>;
}

export function useWizardStore(): WizardStore {
  const store = useContext(Ctx);
  if (!store) throw new Error('useWizardStore outside WizardStoreProvider');
  return store;
}
