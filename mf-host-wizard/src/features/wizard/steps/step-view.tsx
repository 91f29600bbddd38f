import type { ComponentType } from 'react';
import type { ExperienceMode } from '@tajriba/contracts/host-wizard';
import { lazyWithRetry } from '@tajriba/design-system';

export interface StepProps {
  onChooseMode(mode: ExperienceMode): void;
  onEdit(step: number): void;
}

// Each step's code loads when the step is reached (the route's first JS is the frame and step 1).
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<StepProps>>>, name: K) => lazyWithRetry(() => load().then((m) => ({ default: m[name] })));
const steps: Record<string, ComponentType<StepProps>> = {
  '1': named(() => import('./intro-step'), 'IntroStep'),
  '2': named(() => import('./type-step'), 'TypeStep'),
  '3': named(() => import('./highlights-step'), 'HighlightsStep'),
  '4atHost': named(() => import('./location-step'), 'LocationStep'),
  '4online': named(() => import('./online-step'), 'OnlineStep'),
  '4atGuest': named(() => import('./coverage-step'), 'CoverageStep'),
  '5': named(() => import('./schedule-step'), 'ScheduleStep'),
  '6': named(() => import('./availability-step'), 'AvailabilityStep'),
  '7': named(() => import('./activities-step'), 'ActivitiesStep'),
  '8': named(() => import('./add-ons-step'), 'AddOnsStep'),
  '9': named(() => import('./co-hosts-step'), 'CoHostsStep'),
  '10': named(() => import('./agenda-step'), 'AgendaStep'),
  '11': named(() => import('./media-step'), 'MediaStep'),
  '12': named(() => import('./guests-step'), 'GuestsStep'),
  '13': named(() => import('./pricing-step'), 'PricingStep'),
  '14': named(() => import('./discounts-step'), 'DiscountsStep'),
  '15': named(() => import('./deadlines-step'), 'DeadlinesStep'),
  '16': named(() => import('./policy-step'), 'PolicyStep'),
  '17': named(() => import('./tools-step'), 'ToolsStep'),
  '18': named(() => import('./review-step'), 'ReviewStep'),
};

/** The step shown is chosen by the step number and the form's mode (§2). */
export function StepView({ step, mode, ...props }: StepProps & { step: number; mode: ExperienceMode }) {
  const Step = steps[step === 4 ? `4${mode}` : String(step)];
  return Step ? <Step {...props} /> : null;
}
