import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { blankAddOn, canRemoveItem, toggles, type AddOnsStep as AddOnsValue } from '@tajriba/contracts/host-wizard';
import { TextArea, TextField } from '@tajriba/design-system';
import { ImageSlot } from '../components/image-slot';
import { ListEditor } from '../components/list-editor';
import { useFieldError, useStepForm } from '../components/step-form';
import { Row, Stack, ToggleField } from '../components/ui';
import { useWizardStore } from '../stores/wizard-store';

/** Step 8: add-ons (name, description, quantity, price, how the guest receives it except atHost, image); the first cannot be removed. */
export function AddOnsStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.addOns.${id}` });
  const form = useStepForm<AddOnsValue>('addOnsStep');
  const err = useFieldError(form);
  const mode = useSnapshot(useWizardStore()).form.mode;
  return (
    <Stack>
      <ToggleField control={form.control} name="addAddOns" label={t('toggle')} onToggle={(v) => form.reset(toggles.addAddOns(form.getValues(), v), { keepDefaultValues: true })} />
      <ListEditor
        form={form}
        name="addOns"
        shown={form.watch('addAddOns')}
        itemLabel={(n) => intl.formatMessage({ id: 'host-wizard.addOns.item' }, { n })}
        addLabel={t('add')}
        blank={blankAddOn}
        max={20}
        canRemove={canRemoveItem}
        error={err('addOns')}
      >
        {(i) => (
          <>
            <Row>
              <TextField label={t('name')} required {...form.register(`addOns.${i}.name`)} error={err(`addOns.${i}.name`)} />
              <TextField label={t('description')} required {...form.register(`addOns.${i}.description`)} error={err(`addOns.${i}.description`)} />
            </Row>
            <Row>
              <TextField label={t('quantity')} type="number" min={1} {...form.register(`addOns.${i}.quantity`, { valueAsNumber: true })} error={err(`addOns.${i}.quantity`)} />
              <TextField label={t('price')} type="number" min={0} step="0.01" endAdornment={intl.formatMessage({ id: 'host-wizard.pricing.sar' })} {...form.register(`addOns.${i}.price`, { valueAsNumber: true })} error={err(`addOns.${i}.price`)} />
            </Row>
            {mode !== 'atHost' && <TextArea label={t('receive')} maxCount={250} rows={2} {...form.register(`addOns.${i}.howWillTheGuestRecieve`)} error={err(`addOns.${i}.howWillTheGuestRecieve`)} />}
            <div style={{ maxInlineSize: 240 }}>
              <Controller control={form.control} name={`addOns.${i}.image`} render={({ field }) => <ImageSlot label={t('image')} value={field.value} onChange={field.onChange} />} />
            </div>
          </>
        )}
      </ListEditor>
    </Stack>
  );
}
