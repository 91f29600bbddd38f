import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { blankCoHost, canRemoveItem, toggles, type CoHostStep } from '@tajriba/contracts/host-wizard';
import { TextField } from '@tajriba/design-system';
import { ImageSlot } from '../components/image-slot';
import { ListEditor } from '../components/list-editor';
import { useFieldError, useStepForm } from '../components/step-form';
import { Row, Stack, ToggleField } from '../components/ui';

/** Step 9: co-hosts (name, role, e-mail, photo); the first cannot be removed. */
export function CoHostsStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.coHosts.${id}` });
  const form = useStepForm<CoHostStep>('coHostStep');
  const err = useFieldError(form);
  return (
    <Stack>
      <ToggleField control={form.control} name="addCoHost" label={t('toggle')} onToggle={(v) => form.reset(toggles.addCoHost(form.getValues(), v), { keepDefaultValues: true })} />
      <ListEditor
        form={form}
        name="coHosts"
        shown={form.watch('addCoHost')}
        itemLabel={(n) => intl.formatMessage({ id: 'host-wizard.coHosts.item' }, { n })}
        addLabel={t('add')}
        blank={blankCoHost}
        max={10}
        canRemove={canRemoveItem}
        error={err('coHosts')}
      >
        {(i) => (
          <>
            <Row>
              <TextField label={t('name')} required {...form.register(`coHosts.${i}.name`)} error={err(`coHosts.${i}.name`)} />
              <TextField label={t('role')} {...form.register(`coHosts.${i}.role`)} error={err(`coHosts.${i}.role`)} />
              <TextField label={t('email')} type="email" {...form.register(`coHosts.${i}.email`)} error={err(`coHosts.${i}.email`)} />
            </Row>
            <div style={{ maxInlineSize: 240 }}>
              <Controller control={form.control} name={`coHosts.${i}.imageId`} render={({ field }) => <ImageSlot label={t('photo')} value={field.value} onChange={field.onChange} />} />
            </div>
          </>
        )}
      </ListEditor>
    </Stack>
  );
}
