import { useIntl } from 'react-intl';
import { Controller, useFieldArray } from 'react-hook-form';
import { blankCoHost, canRemoveItem, toggles, type CoHostStep } from '@tajriba/contracts/host-wizard';
import { Button, TextField } from '@tajriba/design-system';
import { ImageSlot } from '../components/image-slot';
import { useFieldError, useStepForm } from '../components/step-form';
import { Card, ErrorText, Row, Stack, ToggleField } from '../components/ui';

/** Step 9: co-hosts (name, role, e-mail, photo); the first cannot be removed. */
export function CoHostsStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.coHosts.${id}` });
  const form = useStepForm<CoHostStep>('coHostStep');
  const err = useFieldError(form);
  const items = useFieldArray({ control: form.control, name: 'coHosts', keyName: 'key' });
  const on = form.watch('addCoHost');
  return (
    <Stack>
      <ToggleField control={form.control} name="addCoHost" label={t('toggle')} onToggle={(v) => form.reset(toggles.addCoHost(form.getValues(), v), { keepDefaultValues: true })} />
      {on &&
        items.fields.map((f, i) => (
          <Card key={f.key}>
            <legend>{intl.formatMessage({ id: 'host-wizard.coHosts.item' }, { n: i + 1 })}</legend>
            <Row>
              <TextField label={t('name')} required {...form.register(`coHosts.${i}.name`)} error={err(`coHosts.${i}.name`)} />
              <TextField label={t('role')} {...form.register(`coHosts.${i}.role`)} error={err(`coHosts.${i}.role`)} />
              <TextField label={t('email')} type="email" {...form.register(`coHosts.${i}.email`)} error={err(`coHosts.${i}.email`)} />
            </Row>
            <div style={{ maxInlineSize: 240 }}>
              <Controller control={form.control} name={`coHosts.${i}.imageId`} render={({ field }) => <ImageSlot label={t('photo')} value={field.value} onChange={field.onChange} />} />
            </div>
            {canRemoveItem(i) && (
              <Button variant="ghost" onClick={() => items.remove(i)}>
                {intl.formatMessage({ id: 'host-wizard.common.remove' })}
              </Button>
            )}
          </Card>
        ))}
      {on && (
        <Button variant="secondary" onClick={() => items.append(blankCoHost())} disabled={items.fields.length >= 10}>
          {t('add')}
        </Button>
      )}
      {err('coHosts') && <ErrorText role="alert">{err('coHosts')}</ErrorText>}
    </Stack>
  );
}
