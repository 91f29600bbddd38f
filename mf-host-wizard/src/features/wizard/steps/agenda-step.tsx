import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { blankAgendaItem, type AgendaStep as AgendaValue } from '@tajriba/contracts/host-wizard';
import { TextField } from '@tajriba/design-system';
import { DurationInputs } from '../components/duration-inputs';
import { ImageSlot } from '../components/image-slot';
import { ListEditor } from '../components/list-editor';
import { useFieldError, useStepForm } from '../components/step-form';
import { Group, Row, Stack } from '../components/ui';

/** Step 10: agenda items (title, topic, duration in hours and minutes, optional image); at least one. */
export function AgendaStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.agenda.${id}` });
  const form = useStepForm<AgendaValue>('agendaStep');
  const err = useFieldError(form);
  return (
    <Stack>
      <ListEditor
        form={form}
        name="items"
        itemLabel={(n) => intl.formatMessage({ id: 'host-wizard.agenda.item' }, { n })}
        addLabel={t('add')}
        blank={blankAgendaItem}
        max={30}
        error={err('items')}
      >
        {(i) => (
          <>
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
          </>
        )}
      </ListEditor>
    </Stack>
  );
}
