import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Controller, useFieldArray } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { TIME_SLOT_OPTIONS, toggles, type AvailabilityStep as AvailabilityValue } from '@tajriba/contracts/host-wizard';
import { Button, Select, TextField } from '@tajriba/design-system';
import { useWizardApi, wizardApi, wizardKeys } from '../../../shared/wizard-api';
import { useFieldError, useStepForm } from '../components/step-form';
import { Card, Chip, ChipSet, Chips, ErrorText, Row, Stack, ToggleField } from '../components/ui';
import { slotTime } from '../../../shared/slot-time';


/** Step 6: every day / weekdays, time slots (07:00–23:00 on a 12-hour clock, custom names), holidays, months ahead (0–11). */
export function AvailabilityStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.availability.${id}` });
  const form = useStepForm<AvailabilityValue>('availabilityStep');
  const err = useFieldError(form);
  const slots = useFieldArray({ control: form.control, name: 'timeSlots', keyName: 'key' });
  const holidays = useFieldArray({ control: form.control, name: 'holidays', keyName: 'key' });
  const [slot, setSlot] = useState<string | null>(null);
  const [slotName, setSlotName] = useState('');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [draft, setDraft] = useState({ name: '', fromDate: '', toDate: '' });
  const { client, locale } = useWizardApi();
  // Holiday search waits 500 ms after the last key; an empty search shows the initial list again.
  useEffect(() => {
    const id = setTimeout(() => setDebounced(search.trim()), 500);
    return () => clearTimeout(id);
  }, [search]);
  const found = useQuery({ queryKey: wizardKeys.holidays(locale, debounced), queryFn: ({ signal }) => wizardApi.holidays(client, debounced, signal), staleTime: 60_000 });
  const time = (v: string) => slotTime(intl, v);
  const days = form.watch('days');
  const chosen = form.watch('timeSlots');
  const held = form.watch('holidays');
  return (
    <Stack>
      <Card>
        <legend>{t('days')}</legend>
        <ToggleField control={form.control} name="isEveryDay" label={t('everyDay')} onToggle={(on) => form.reset(toggles.isEveryDay(form.getValues(), on), { keepDefaultValues: true })} />
        <ChipSet aria-label={t('days')}>
          {[0, 1, 2, 3, 4, 5, 6].map((d) => {
            const on = days.some((x) => x.id === d);
            return (
              <Chip
                key={d}
                type="button"
                $on={on}
                $error={Boolean(err('days'))}
                aria-pressed={on}
                onClick={() => {
                  const next = on ? days.filter((x) => x.id !== d) : [...days, { id: d }].sort((a, b) => a.id - b.id);
                  form.setValue('days', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
                  form.setValue('isEveryDay', next.length === 7, { shouldDirty: true });
                }}
              >
                {intl.formatDate(new Date(Date.UTC(2023, 0, 1 + d)), { weekday: 'long', timeZone: 'UTC' })}
              </Chip>
            );
          })}
        </ChipSet>
        {err('days') && <ErrorText role="alert">{err('days')}</ErrorText>}
      </Card>
      <Card>
        <legend>{t('slots')}</legend>
        <Row>
          <Select<string> label={t('slotTime')} placeholder={t('slotPick')} options={TIME_SLOT_OPTIONS.filter((v) => !chosen.some((c) => c.id === v)).map((v) => ({ value: v, label: time(v) }))} value={slot} onChange={setSlot} />
          <TextField label={t('slotName')} value={slotName} maxLength={50} onChange={(e) => setSlotName(e.target.value)} />
          <Button
            variant="secondary"
            disabled={!slot}
            onClick={() => {
              if (!slot) return;
              slots.append({ id: slot, name: slotName.trim() });
              setSlot(null);
              setSlotName('');
            }}
          >
            {t('addSlot')}
          </Button>
        </Row>
        <Chips>
          {slots.fields.map((f, i) => (
            <Chip key={f.key} type="button" $on $error={Boolean(err('timeSlots'))} aria-label={intl.formatMessage({ id: 'host-wizard.common.removeNamed' }, { name: time(f.id) })} onClick={() => slots.remove(i)}>
              {time(f.id)}
              {f.name ? ` · ${f.name}` : ''} ×
            </Chip>
          ))}
        </Chips>
        {err('timeSlots') && <ErrorText role="alert">{err('timeSlots')}</ErrorText>}
      </Card>
      <Card>
        <legend>{t('holidays')}</legend>
        <TextField label={t('holidaySearch')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Chips>
          {(found.data ?? []).map((h) => {
            const on = held.some((x) => x.id === h.id);
            return (
              <Chip key={h.id} type="button" $on={on} aria-pressed={on} onClick={() => (on ? holidays.remove(held.findIndex((x) => x.id === h.id)) : holidays.append({ id: h.id, name: h.name, fromDate: h.fromDate, toDate: h.toDate }))}>
                {h.name}
              </Chip>
            );
          })}
        </Chips>
        <Row>
          <TextField label={t('holidayName')} value={draft.name} maxLength={100} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          <TextField label={t('from')} type="date" value={draft.fromDate} onChange={(e) => setDraft({ ...draft, fromDate: e.target.value })} />
          <TextField label={t('to')} type="date" value={draft.toDate} min={draft.fromDate || undefined} onChange={(e) => setDraft({ ...draft, toDate: e.target.value })} />
          <Button
            variant="secondary"
            disabled={!draft.name.trim() || !draft.fromDate || !draft.toDate}
            onClick={() => {
              // A new holiday gets a temporary (negative) id until the server stores it.
              const temp = Math.min(0, ...held.map((h) => h.id)) - 1;
              holidays.append({ id: temp, name: draft.name.trim(), fromDate: draft.fromDate, toDate: draft.toDate });
              setDraft({ name: '', fromDate: '', toDate: '' });
            }}
          >
            {t('addHoliday')}
          </Button>
        </Row>
        <ul>
          {holidays.fields.map((h, i) => (
            <li key={h.key}>
              {h.name} {h.fromDate && h.toDate ? `(${intl.formatDateTimeRange(new Date(h.fromDate), new Date(h.toDate), { dateStyle: 'medium', timeZone: 'UTC' })})` : ''}{' '}
              <Button size="sm" variant="ghost" onClick={() => holidays.remove(i)}>
                {intl.formatMessage({ id: 'host-wizard.common.remove' })}
              </Button>
              {err(`holidays.${i}.fromDate`) && <ErrorText>{err(`holidays.${i}.fromDate`)}</ErrorText>}
              {err(`holidays.${i}.toDate`) && <ErrorText>{err(`holidays.${i}.toDate`)}</ErrorText>}
            </li>
          ))}
        </ul>
      </Card>
      <Controller
        control={form.control}
        name="howFarCanGuetsBook"
        render={({ field }) => (
          <Select<number>
            label={t('howFar')}
            required
            placeholder={false}
            options={Array.from({ length: 12 }, (_, m) => ({ value: m, label: intl.formatMessage({ id: 'host-wizard.availability.months' }, { n: m }) }))}
            value={field.value}
            onChange={(v) => field.onChange(v ?? 1)}
            error={err('howFarCanGuetsBook')}
          />
        )}
      />
    </Stack>
  );
}
