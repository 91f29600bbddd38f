import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { recommendedDeviceSchema, type OnlineSetupStep } from '@tajriba/contracts/host-wizard';
import { Select, TextArea, TextField } from '@tajriba/design-system';
import { listQuery, useWizardApi } from '../../../shared/wizard-api';
import { useFieldError, useStepForm } from '../components/step-form';
import { ChipsField, Stack, ToggleField } from '../components/ui';

/** Step 4 (online): platform, session link, host time zone (418 entries), recommended devices, preparations, instructions. */
export function OnlineStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.online.${id}` });
  const form = useStepForm<OnlineSetupStep>('onlineSetupStep');
  const err = useFieldError(form);
  const { client, locale } = useWizardApi();
  const zones = useQuery(listQuery.timeZones(client, locale));
  return (
    <Stack>
      <TextField label={t('platform')} required maxLength={50} {...form.register('platform')} error={err('platform')} />
      <TextField label={t('link')} required type="url" {...form.register('sessionLink')} error={err('sessionLink')} />
      <Controller
        control={form.control}
        name="hostTimeZone"
        render={({ field }) => (
          <Select<number>
            label={t('timeZone')}
            required
            placeholder={t('timeZonePick')}
            options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.displayName }))}
            value={field.value?.id ?? null}
            onChange={(id) => field.onChange(zones.data?.find((z) => z.id === id) ?? null)}
            error={err('hostTimeZone')}
          />
        )}
      />
      <div>
        <p>{t('devices')}</p>
        <ChipsField control={form.control} name="recommendedDevices" label={t('devices')} options={recommendedDeviceSchema.options.map((d) => ({ value: d, label: t(`device.${d}`) }))} />
      </div>
      <ToggleField control={form.control} name="otherPreparations" label={t('preparations')} />
      <TextArea label={t('instructions')} maxCount={250} rows={3} {...form.register('instructions')} error={err('instructions')} />
    </Stack>
  );
}
