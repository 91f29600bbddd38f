import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import type { CancellationPolicyStep } from '@tajriba/contracts/host-wizard';
import { RadioGroup } from '@tajriba/design-system';
import { useFieldError, useStepForm } from '../components/step-form';

/** Step 16: cancellation policy, 24 hours / 3 days / 5 days before (default 5). */
export function PolicyStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.policy.${id}` });
  const form = useStepForm<CancellationPolicyStep>('cancellationPolicyStep');
  const err = useFieldError(form);
  return (
    <Controller
      control={form.control}
      name="cancellationPolicy"
      render={({ field }) => (
        <RadioGroup
          label={t('label')}
          options={(['oneDay', 'threeDays', 'fiveDays'] as const).map((v) => ({ value: v, label: t(v), description: t(`${v}.body`) }))}
          value={field.value}
          onChange={field.onChange}
          error={err('cancellationPolicy')}
        />
      )}
    />
  );
}
