import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import type { GuestRequirementsStep } from '@tajriba/contracts/host-wizard';
import { RadioGroup, TextArea, TextField } from '@tajriba/design-system';
import { useFieldError, useStepForm } from '../components/step-form';
import { Card, ChipsField, Row, Stack, ToggleField } from '../components/ui';

/** Step 12: minimum age (13+ or 12 and under; field 2–100), kids under 2, gender, requirements, public capacity, instant booking. */
export function GuestsStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.guests.${id}` });
  const form = useStepForm<GuestRequirementsStep>('guestRequirementsStep');
  const err = useFieldError(form);
  const capacity = form.watch('publicGuestCapacity');
  return (
    <Stack>
      <Controller
        control={form.control}
        name="minAge"
        render={({ field }) => (
          <RadioGroup<string>
            label={t('ageGroup')}
            inline
            options={[{ value: 'teen', label: t('age13') }, { value: 'child', label: t('age12') }]}
            value={field.value >= 13 ? 'teen' : 'child'}
            onChange={(v) => field.onChange(v === 'teen' ? Math.max(13, field.value) : Math.min(12, field.value))}
          />
        )}
      />
      <TextField label={t('minAge')} type="number" min={2} max={100} {...form.register('minAge', { valueAsNumber: true })} error={err('minAge')} />
      <ToggleField control={form.control} name="kidsAllowed" label={t('kidsAllowed')} />
      <div>
        <p>{t('gender')}</p>
        <ChipsField control={form.control} name="gender" label={t('gender')} options={[{ value: 'male', label: t('male') }, { value: 'female', label: t('female') }]} error={err('gender')} />
      </div>
      <TextArea label={t('additional')} maxCount={250} rows={3} {...form.register('additionalRequirements')} error={err('additionalRequirements')} />
      {capacity && (
        <Card>
          <legend>{t('capacity')}</legend>
          <Row>
            <TextField label={t('capacityMin')} type="number" min={1} {...form.register('publicGuestCapacity.min', { valueAsNumber: true })} error={err('publicGuestCapacity.min')} />
            <TextField label={t('capacityMax')} type="number" min={1} {...form.register('publicGuestCapacity.max', { valueAsNumber: true })} error={err('publicGuestCapacity.max')} />
          </Row>
        </Card>
      )}
      <ToggleField control={form.control} name="instantBooking" label={t('instantBooking')} description={t('instantBookingHint')} />
    </Stack>
  );
}
