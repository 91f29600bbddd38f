import { useIntl } from 'react-intl';
import { toggles, type PricingStep as PricingValue } from '@tajriba/contracts/host-wizard';
import { TextField } from '@tajriba/design-system';
import { useFieldError, useStepForm } from '../components/step-form';
import { Card, Stack, ToggleField } from '../components/ui';

/** Step 13: price, private price only when private booking is allowed, max guests per service, extra guest price. */
export function PricingStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.pricing.${id}` });
  const form = useStepForm<PricingValue>('pricingStep');
  const err = useFieldError(form);
  const [allowPrivate, allowExtra] = form.watch(['allowPrivateBooking', 'allowAddExtraGuests']);
  const sar = t('sar');
  const apply = (next: PricingValue) => form.reset(next, { keepDefaultValues: true, keepErrors: false });
  return (
    <Stack>
      <TextField label={t('price')} type="number" min={0} step="0.01" endAdornment={sar} {...form.register('price', { valueAsNumber: true })} error={err('price')} />
      <TextField label={t('maxGuests')} type="number" min={1} {...form.register('maxGuestPerService', { valueAsNumber: true })} error={err('maxGuestPerService')} />
      <Card>
        <legend>{t('private')}</legend>
        <ToggleField control={form.control} name="allowPrivateBooking" label={t('allowPrivate')} onToggle={(on) => apply(toggles.allowPrivateBooking(form.getValues(), on))} />
        <TextField label={t('privatePrice')} type="number" min={0} step="0.01" endAdornment={sar} disabled={!allowPrivate} {...form.register('privatePrice', { valueAsNumber: true })} error={err('privatePrice')} />
      </Card>
      <Card>
        <legend>{t('extra')}</legend>
        <ToggleField control={form.control} name="allowAddExtraGuests" label={t('allowExtra')} onToggle={(on) => apply(toggles.allowAddExtraGuests(form.getValues(), on))} />
        <TextField label={t('extraPrice')} type="number" min={0} step="0.01" endAdornment={sar} disabled={!allowExtra} {...form.register('extraGuestPrice', { valueAsNumber: true })} error={err('extraGuestPrice')} />
      </Card>
    </Stack>
  );
}
