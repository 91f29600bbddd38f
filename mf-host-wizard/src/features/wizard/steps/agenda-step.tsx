import { useIntl } from 'react-intl';
import { Controller, useFieldArray } from 'react-hook-form';
import { blankAgendaItem, durationFields, formatDuration, type AgendaStep as AgendaValue } from '@tajriba/contracts/host-wizard';
import { Button, TextField } from '@tajriba/design-system';
import { ImageSlot } from '../components/image-slot';
import { useFieldError, useStepForm } from '../components/step-form';
import { Card, ErrorText, Row, Stack } from '../components/ui';

/** Step 10: agenda items (title, topic, duration from a time value, optional image); at least one. */
export function AgendaStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.agenda.${id}` });
  const form = useStepForm<AgendaValue>('agendaStep');
  const err = useFieldError(form);
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  return (
    <Stack>
      {items.fields.map((f, i) => (
        <Card key={f.key}>
          <legend>{intl.formatMessage({ id: 'host-wizard.agenda.item' }, { n: i + 1 })}</legend>
          <Row>
            <TextField label={t('title')} required {...form.register(`items.${i}.title`)} error={err(`items.${i}.title`)} />
            <TextField label={t('topic')} {...form.register(`items.${i}.topic`)} error={err(`items.${i}.topic`)} />
            <Controller
              control={form.control}
              name={`items.${i}.duration`}
              render={({ field }) => {
                const p = durationFields(field.value);
                const hhmm = `${String(p.hours).padStart(2, '0')}:${String(p.minutes).padStart(2, '0')}`;
                return (
                  <TextField
                    label={t('duration')}
                    type="time"
                    value={hhmm}
                    onChange={(e) => {
                      const [h = '0', m = '0'] = e.target.value.split(':');
                      field.onChange(formatDuration({ hours: Number(h), minutes: Number(m) }));
                    }}
                    error={err(`items.${i}.duration`)}
                  />
                );
              }}
            />
          </Row>
          <div style={{ maxInlineSize: 240 }}>
            <Controller control={form.control} name={`items.${i}.imageMeta`} render={({ field }) => <ImageSlot label={t('image')} value={field.value} onChange={field.onChange} />} />
          </div>
          <Button variant="ghost" onClick={() => items.remove(i)}>
            {intl.formatMessage({ id: 'host-wizard.common.remove' })}
          </Button>
        </Card>
      ))}
      <Button variant="secondary" onClick={() => items.append(blankAgendaItem())} disabled={items.fields.length >= 30}>
        {t('add')}
      </Button>
      {err('items') && <ErrorText role="alert">{err('items')}</ErrorText>}
    </Stack>
  );
}
