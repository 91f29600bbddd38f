import { useIntl } from 'react-intl';
import { Controller, useFieldArray } from 'react-hook-form';
import { blankAgendaItem, type AgendaStep as AgendaValue } from '@tajriba/contracts/host-wizard';
import { Button, TextField } from '@tajriba/design-system';
import { DurationInputs } from '../components/duration-inputs';
import { ImageSlot } from '../components/image-slot';
import { useFieldError, useStepForm } from '../components/step-form';
import { Card, ErrorText, Group, Row, Stack } from '../components/ui';

/** Step 10: agenda items (title, topic, duration in hours and minutes, optional image); at least one. */
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
          </Row>
          <Group>
            <legend>{t('duration')}</legend>
            <Controller
              control={form.control}
              name={`items.${i}.duration`}
              render={({ field }) => (
                <DurationInputs value={field.value} onChange={field.onChange} onBlur={field.onBlur} parts={['hours', 'minutes']} testId={`agenda-${i}-duration`} error={err(`items.${i}.duration`)} />
              )}
            />
          </Group>
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
