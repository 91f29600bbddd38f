import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { CUT_OFF_OPTIONS, LEAD_TIME_OPTIONS, durationFields, type BookingDeadlinesStep } from '@tajriba/contracts/host-wizard';
import { Select } from '@tajriba/design-system';
import { useFieldError, useStepForm } from '../components/step-form';
import { Stack } from '../components/ui';

/** A lead time as words: "7 days", "23 hours", or none. */
export function useLeadTimeLabel() {
  const intl = useIntl();
  return (value: string) => {
    const { days, hours } = durationFields(value);
    if (days) return intl.formatMessage({ id: 'host-wizard.deadlines.days' }, { n: days });
    if (hours) return intl.formatMessage({ id: 'host-wizard.deadlines.hours' }, { n: hours });
    return intl.formatMessage({ id: 'host-wizard.deadlines.none' });
  };
}

/** Step 15: how long before the start a booking can be cancelled, and the booking cut-off. */
export function DeadlinesStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.deadlines.${id}` });
  const form = useStepForm<BookingDeadlinesStep>('bookingDeadlinesStep');
  const err = useFieldError(form);
  const label = useLeadTimeLabel();
  return (
    <Stack>
      <Controller
        control={form.control}
        name="cancelEventPeriod"
        render={({ field }) => <Select label={t('cancel')} hint={t('cancelHint')} placeholder={false} options={LEAD_TIME_OPTIONS.map((v) => ({ value: v, label: label(v) }))} value={field.value} onChange={(v) => field.onChange(v ?? LEAD_TIME_OPTIONS[2])} error={err('cancelEventPeriod')} />}
      />
      <Controller
        control={form.control}
        name="guestCutOffPeriod"
        render={({ field }) => <Select label={t('cutOff')} hint={t('cutOffHint')} placeholder={false} options={CUT_OFF_OPTIONS.map((v) => ({ value: v, label: label(v) }))} value={field.value} onChange={(v) => field.onChange(v ?? '00:00:00')} error={err('guestCutOffPeriod')} />}
      />
    </Stack>
  );
}
