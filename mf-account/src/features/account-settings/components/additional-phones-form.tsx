import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ADDITIONAL_PHONES_MAX, updateAdditionalPhonesRequestSchema } from '@tajriba/contracts/account';
import { Button, FormErrorBox, TextField } from '@tajriba/design-system';
import { useFormErrors } from '../../../shared/api/form-errors';
import { useUpdateAdditionalPhones } from '../api/additional-phones';
import { Actions, Form } from './text-setting-form';

type Values = { phones: { value: string }[] };
type Field = `phones.${number}.value`;

/**
 * Edits the whole list of additional phones (at most ADDITIONAL_PHONES_MAX): add a row, remove a
 * row, save. The contract checks each number here; the server's error for `additionalPhones.<i>`
 * lands under row i; what was typed stays when the server refuses it.
 */
export function AdditionalPhonesForm({ initial, primary, onDone }: { initial: string[]; primary: string | null; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const save = useUpdateAdditionalPhones();
  const form = useForm<Values>({ defaultValues: { phones: (initial.length ? initial : ['']).map((value) => ({ value })) } });
  const rows = useFieldArray({ control: form.control, name: 'phones' });
  const fields = Array.from({ length: ADDITIONAL_PHONES_MAX }, (_, i) => `phones.${i}.value` as Field);
  const serverMap = Object.fromEntries(fields.map((f, i) => [`additionalPhones.${i}`, f]));
  const { boxErrors, report, clear } = useFormErrors(form.setError, fields, serverMap);
  const err = form.formState.errors.phones;
  useEffect(() => form.setFocus('phones.0.value'), [form]);

  const submit = form.handleSubmit(async ({ phones }) => {
    clear();
    // Empty rows are rows the person did not fill in: they are dropped, not refused.
    const kept = phones.map((p, i) => ({ value: p.value.trim(), i })).filter((p) => p.value !== '');
    const parsed = updateAdditionalPhonesRequestSchema.safeParse({ additionalPhones: kept.map((p) => p.value) });
    let bad = false;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const at = issue.path[1];
        if (typeof at !== 'number') continue;
        form.setError(`phones.${kept[at].i}.value`, { type: 'client', message: issue.message }, { shouldFocus: !bad });
        bad = true;
      }
      if (bad) return;
    }
    const list = parsed.success ? parsed.data.additionalPhones : [];
    list.forEach((p, at) => {
      if (p !== primary && list.indexOf(p) === at) return;
      form.setError(`phones.${kept[at].i}.value`, { type: 'client', message: p === primary ? 'settings.personal.additionalIsPrimary' : 'settings.personal.additionalRepeated' }, { shouldFocus: !bad });
      bad = true;
    });
    if (bad) return;
    try {
      await save.mutateAsync(list);
      onDone();
    } catch (e) {
      report(e);
    }
  });

  return (
    <Form noValidate data-testid="additional-phones-form" onSubmit={submit}>
      {rows.fields.map((row, i) => (
        <div key={row.id} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <div style={{ flex: 1 }}>
            <TextField
              label={t('settings.personal.additionalPhoneN', { n: i + 1 })}
              type="tel"
              dir="ltr"
              hint={i === 0 ? t('settings.personal.phoneHint') : undefined}
              error={err?.[i]?.value?.message}
              {...form.register(`phones.${i}.value`)}
              data-testid={`additional-phone-${i}`}
            />
          </div>
          <Button variant="ghost" size="sm" style={{ marginBlockStart: 28 }} onClick={() => rows.remove(i)} aria-label={t('settings.personal.additionalRemoveN', { n: i + 1 })} data-testid={`additional-phone-${i}-remove`}>
            {t('settings.personal.additionalRemove')}
          </Button>
        </div>
      ))}
      {rows.fields.length < ADDITIONAL_PHONES_MAX ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => rows.append({ value: '' })} data-testid="additional-phone-add">
            {t('settings.personal.additionalAdd')}
          </Button>
        </div>
      ) : (
        <p style={{ margin: 0 }}>{t('settings.personal.additionalMax', { n: ADDITIONAL_PHONES_MAX })}</p>
      )}
      <FormErrorBox errors={boxErrors} />
      <Actions>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('settings.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={form.formState.isSubmitting} data-testid="additional-phones-save">
          {t('settings.save')}
        </Button>
      </Actions>
    </Form>
  );
}
