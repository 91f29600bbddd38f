import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { ARRIVAL_OPTIONS, type ScheduleStep as ScheduleValue } from '@tajriba/contracts/host-wizard';
import { RadioGroup } from '@tajriba/design-system';
import { DurationInputs } from '../components/duration-inputs';
import { useFieldError, useStepForm } from '../components/step-form';
import { Card, Stack } from '../components/ui';
import { useWizardStore } from '../stores/wizard-store';

/** Step 5: duration as days/hours/minutes (focus moves on when a part is full) and arrival time (not for online). */
export function ScheduleStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.schedule.${id}` });
  const form = useStepForm<ScheduleValue>('scheduleStep');
  const err = useFieldError(form);
  const mode = useSnapshot(useWizardStore()).form.mode;
  return (
    <Stack>
      <Controller
        control={form.control}
        name="duration"
        render={({ field }) => (
          <Card>
            <legend>{t('duration')}</legend>
            <DurationInputs value={field.value} onChange={field.onChange} onBlur={field.onBlur} parts={['days', 'hours', 'minutes']} testId="duration" error={err('duration')} />
          </Card>
        )}
      />
      {mode !== 'online' && (
        <Controller
          control={form.control}
          name="guestArrivalTime"
          render={({ field }) => (
            <RadioGroup
              label={t('arrival')}
              options={ARRIVAL_OPTIONS.map((v) => ({ value: v, label: t(`arrival.${v}`) }))}
              value={field.value}
              onChange={field.onChange}
              error={err('guestArrivalTime')}
            />
          )}
        />
      )}
    </Stack>
  );
}
