import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Button, FormErrorBox, Modal, RadioGroup, Select, TextField } from '@tajriba/design-system';
import type { CouponBody, HostCoupon } from '@tajriba/contracts/host';
import { actions, hostQueries, useHostMutation } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;
const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
`;
const Legend = styled.p`
  margin: 0;
  font-weight: 600;
`;

type Values = { experienceId: number | null; code: string; name: string; type: 'percentage' | 'fixed'; value: string; days: string; hrs: string; mins: string; maxUsagePerUser: string };
type Errors = Partial<Record<string, string>>;

/** What is left of a coupon's validity, as the form's days / hours / minutes (0 everywhere = no end date). */
function remaining(validUntil: string | null): { days: string; hrs: string; mins: string } {
  if (!validUntil) return { days: '0', hrs: '0', mins: '0' };
  const mins = Math.max(0, Math.round((new Date(validUntil).getTime() - Date.now()) / 60_000));
  return { days: String(Math.floor(mins / 1440)), hrs: String(Math.floor((mins % 1440) / 60)), mins: String(mins % 60) };
}

/** The form's values as the API's body (numbers stay strings until zod coerces them: "abc" is refused, not NaN). */
const toBody = (v: Values): CouponBody => ({
  experienceId: v.experienceId ?? 0,
  code: v.code,
  name: v.name,
  type: v.type,
  value: v.value,
  duration: { days: v.days || '0', hrs: v.hrs || '0', mins: v.mins || '0' },
  maxUsagePerUser: v.maxUsagePerUser.trim() === '' ? null : v.maxUsagePerUser,
});

/** Client check with the API's own schema (contracts `couponBodySchema`, loaded with the form): first message per field. */
async function problems(v: Values): Promise<Errors> {
  const { couponBodySchema } = await import('@tajriba/contracts/host');
  const out: Errors = {};
  if (!v.experienceId) out.experienceId = 'validation.required';
  // an empty field is "required", not "at least 2 characters" or "invalid value"
  for (const k of ['code', 'name', 'value'] as const) if (!v[k].trim()) out[k] = 'validation.required';
  const r = couponBodySchema.safeParse(toBody(v));
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

/**
 * Add or edit a coupon (issue 17 "Coupons"; the wizard's coupon rules, host §5): which listing,
 * code and name 2–50, percentage (≤ 100) or fixed SAR, validity from now in days / hours / minutes
 * (all 0 = no end), an optional limit per guest. Values are kept when the API refuses them, with
 * the reason under each field.
 */
export function CouponDialog({ coupon, onClose }: { coupon: HostCoupon | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { api, userId } = useApiContext();
  const listings = useQuery(hostQueries.experiences(api, userId, 1, 50));
  const [v, setV] = useState<Values>(() => ({
    experienceId: coupon?.experienceId ?? null,
    code: coupon?.code ?? '',
    name: coupon?.name ?? '',
    type: coupon?.type ?? 'percentage',
    value: coupon ? String(coupon.value) : '',
    ...remaining(coupon?.validUntil ?? null),
    maxUsagePerUser: coupon?.maxUsagePerUser === null || coupon?.maxUsagePerUser === undefined ? '' : String(coupon.maxUsagePerUser),
  }));
  const [errors, setErrors] = useState<Errors>({});
  const add = useHostMutation(actions.addCoupon);
  const edit = useHostMutation(actions.editCoupon);
  const save = coupon ? edit : add;
  const server = save.error instanceof ApiError ? save.error : null;
  const err = (k: string) => {
    const id = errors[k] ?? server?.fieldsErrors[k]?.[0];
    return id ? t(id) : undefined;
  };
  const set = <K extends keyof Values>(k: K, value: Values[K]) => setV((prev) => ({ ...prev, [k]: value }));
  const formId = 'coupon-form';
  return (
    <Modal
      open
      onClose={onClose}
      title={t(coupon ? 'host.coupons.editTitle' : 'host.coupons.addTitle')}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('host.common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('host.coupons.save')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const found = await problems(v);
          setErrors(found);
          if (Object.keys(found).length) return;
          const body = toBody(v);
          if (coupon) edit.mutate({ id: coupon.id, body }, { onSuccess: onClose });
          else add.mutate(body, { onSuccess: onClose });
        }}
      >
        <Select
          label={t('host.coupons.experience')}
          options={(listings.data?.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
          value={v.experienceId}
          onChange={(id) => set('experienceId', id)}
          placeholder={t('host.coupons.chooseExperience')}
          error={err('experienceId')}
          required
        />
        <Pair>
          <TextField label={t('host.coupons.code')} dir="ltr" autoComplete="off" spellCheck={false} maxLength={50} value={v.code} onChange={(e) => set('code', e.target.value.toUpperCase())} error={err('code')} hint={t('host.coupons.codeHint')} required />
          <TextField label={t('host.coupons.name')} maxLength={50} value={v.name} onChange={(e) => set('name', e.target.value)} error={err('name')} required />
        </Pair>
        <RadioGroup
          label={t('host.coupons.type')}
          name="coupon-type"
          inline
          options={[
            { value: 'percentage' as const, label: t('host.coupons.percentage') },
            { value: 'fixed' as const, label: t('host.coupons.fixed') },
          ]}
          value={v.type}
          onChange={(type) => set('type', type)}
        />
        <TextField
          label={t('host.coupons.value')}
          inputMode="decimal"
          dir="ltr"
          value={v.value}
          onChange={(e) => set('value', e.target.value)}
          endAdornment={v.type === 'percentage' ? '%' : t('host.coupons.sar')}
          error={err('value')}
          required
        />
        <Legend>{t('host.coupons.validity')}</Legend>
        <Pair>
          <TextField label={t('host.coupons.days')} inputMode="numeric" dir="ltr" value={v.days} onChange={(e) => set('days', e.target.value)} error={err('duration.days')} />
          <TextField label={t('host.coupons.hours')} inputMode="numeric" dir="ltr" value={v.hrs} onChange={(e) => set('hrs', e.target.value)} error={err('duration.hrs')} />
          <TextField label={t('host.coupons.minutes')} inputMode="numeric" dir="ltr" value={v.mins} onChange={(e) => set('mins', e.target.value)} error={err('duration.mins')} />
        </Pair>
        <TextField
          label={t('host.coupons.maxUsage')}
          hint={t('host.coupons.maxUsageHint')}
          inputMode="numeric"
          dir="ltr"
          value={v.maxUsagePerUser}
          onChange={(e) => set('maxUsagePerUser', e.target.value)}
          error={err('maxUsagePerUser')}
        />
        {server && !Object.keys(server.fieldsErrors).length && <FormErrorBox errors={server.errors} />}
      </Form>
    </Modal>
  );
}
