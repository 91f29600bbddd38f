import { useIntl } from 'react-intl';
import { Controller, useFieldArray } from 'react-hook-form';
import type { DiscountsStep as DiscountsValue } from '@tajriba/contracts/host-wizard';
import { Button, Select, TextField } from '@tajriba/design-system';
import { useFieldError, useStepForm } from '../components/step-form';
import { Card, Row, Stack } from '../components/ui';

/** Step 14: group discounts (percentage ≤ 100 or fixed, group sizes) and coupons (code, name, value, validity, uses per user). */
export function DiscountsStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.discounts.${id}` });
  const form = useStepForm<DiscountsValue>('discountsStep');
  const err = useFieldError(form);
  const discounts = useFieldArray({ control: form.control, name: 'discounts', keyName: 'key' });
  const coupons = useFieldArray({ control: form.control, name: 'coupons', keyName: 'key' });
  const values = form.watch();
  const typeOptions = [{ value: 'percentage' as const, label: t('percentage') }, { value: 'fixed' as const, label: t('fixed') }];
  const unit = (type: string) => (type === 'percentage' ? '%' : intl.formatMessage({ id: 'host-wizard.pricing.sar' }));
  return (
    <Stack>
      <Card>
        <legend>{t('discounts')}</legend>
        {discounts.fields.map((f, i) => (
          <Row key={f.key} data-testid={`discount-${i}`}>
            <Controller control={form.control} name={`discounts.${i}.type.id`} render={({ field }) => <Select label={t('type')} placeholder={false} options={typeOptions} value={field.value} onChange={(v) => field.onChange(v ?? 'percentage')} />} />
            <TextField label={t('value')} type="number" min={0} endAdornment={unit(values.discounts[i]?.type.id ?? 'percentage')} {...form.register(`discounts.${i}.value`, { valueAsNumber: true })} error={err(`discounts.${i}.value`)} />
            <TextField label={t('groupMin')} type="number" min={1} {...form.register(`discounts.${i}.groupSizeMin`, { valueAsNumber: true })} error={err(`discounts.${i}.groupSizeMin`)} />
            <TextField label={t('groupMax')} type="number" min={1} {...form.register(`discounts.${i}.groupSizeMax`, { valueAsNumber: true })} error={err(`discounts.${i}.groupSizeMax`)} />
            <Button variant="ghost" onClick={() => discounts.remove(i)}>
              {intl.formatMessage({ id: 'host-wizard.common.remove' })}
            </Button>
          </Row>
        ))}
        <Button variant="secondary" onClick={() => discounts.append({ id: null, type: { id: 'percentage' }, value: 10, groupSizeMin: 2, groupSizeMax: 10 })} disabled={discounts.fields.length >= 20}>
          {t('addDiscount')}
        </Button>
      </Card>
      <Card>
        <legend>{t('coupons')}</legend>
        {coupons.fields.map((f, i) => (
          <Card key={f.key} data-testid={`coupon-${i}`}>
            <legend>{intl.formatMessage({ id: 'host-wizard.discounts.coupon' }, { n: i + 1 })}</legend>
            <Row>
              <TextField label={t('code')} required {...form.register(`coupons.${i}.code`)} error={err(`coupons.${i}.code`)} />
              <TextField label={t('couponName')} required {...form.register(`coupons.${i}.name`)} error={err(`coupons.${i}.name`)} />
              <Controller control={form.control} name={`coupons.${i}.type.id`} render={({ field }) => <Select label={t('type')} placeholder={false} options={typeOptions} value={field.value} onChange={(v) => field.onChange(v ?? 'percentage')} />} />
              <TextField label={t('value')} type="number" min={0} endAdornment={unit(values.coupons[i]?.type.id ?? 'percentage')} {...form.register(`coupons.${i}.value`, { valueAsNumber: true })} error={err(`coupons.${i}.value`)} />
            </Row>
            <Row>
              <TextField label={t('days')} type="number" min={0} max={999} {...form.register(`coupons.${i}.duration.days`, { valueAsNumber: true })} error={err(`coupons.${i}.duration.days`)} />
              <TextField label={t('hours')} type="number" min={0} max={23} {...form.register(`coupons.${i}.duration.hrs`, { valueAsNumber: true })} error={err(`coupons.${i}.duration.hrs`)} />
              <TextField label={t('minutes')} type="number" min={0} max={59} {...form.register(`coupons.${i}.duration.mins`, { valueAsNumber: true })} error={err(`coupons.${i}.duration.mins`)} />
              <TextField label={t('maxUses')} type="number" min={0} {...form.register(`coupons.${i}.maxUsagePerUser`, { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })} error={err(`coupons.${i}.maxUsagePerUser`)} />
            </Row>
            <Button variant="ghost" onClick={() => coupons.remove(i)}>
              {intl.formatMessage({ id: 'host-wizard.common.remove' })}
            </Button>
          </Card>
        ))}
        <Button variant="secondary" onClick={() => coupons.append({ id: null, code: '', name: '', type: { id: 'percentage' }, value: 10, duration: { days: 30, hrs: 0, mins: 0 }, maxUsagePerUser: 1 })} disabled={coupons.fields.length >= 50}>
          {t('addCoupon')}
        </Button>
      </Card>
    </Stack>
  );
}
