import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { blankMessage, canRemoveItem, toggles, type HostingToolsStep } from '@tajriba/contracts/host-wizard';
import { Select, TextArea, TextField } from '@tajriba/design-system';
import { ListEditor } from '../components/list-editor';
import { MessageFiles } from '../components/message-files';
import { useFieldError, useStepForm } from '../components/step-form';
import { ErrorText, Stack, ToggleField } from '../components/ui';

/** Step 17: scheduled messages (title 5–250, body 5–500, send time) and the QR barcode (on by default). */
export function ToolsStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.tools.${id}` });
  const form = useStepForm<HostingToolsStep>('hostingToolsStep');
  const err = useFieldError(form);
  return (
    <Stack>
      <ToggleField control={form.control} name="addMessages" label={t('messages')} onToggle={(v) => form.reset(toggles.addMessages(form.getValues(), v), { keepDefaultValues: true })} />
      <ListEditor
        form={form}
        name="messages"
        shown={form.watch('addMessages')}
        itemLabel={(n) => intl.formatMessage({ id: 'host-wizard.tools.item' }, { n })}
        addLabel={t('add')}
        blank={blankMessage}
        max={10}
        canRemove={canRemoveItem}
        error={err('messages')}
      >
        {(i) => (
          <>
            <TextField label={t('title')} required {...form.register(`messages.${i}.title`)} error={err(`messages.${i}.title`)} />
            <TextArea label={t('body')} required maxCount={500} rows={4} {...form.register(`messages.${i}.message`)} error={err(`messages.${i}.message`)} />
            <Controller
              control={form.control}
              name={`messages.${i}.sendTime`}
              render={({ field }) => (
                <Select
                  label={t('sendTime')}
                  required
                  placeholder={t('sendTimePick')}
                  options={(['dayBefore', 'afterBooking', 'weekBefore'] as const).map((v) => ({ value: v, label: t(`sendTime.${v}`) }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={err(`messages.${i}.sendTime`)}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`messages.${i}.filesIds`}
              render={({ field }) => <MessageFiles label={t('files')} value={field.value} onChange={field.onChange} />}
            />
            {err(`messages.${i}.filesIds`) && <ErrorText role="alert">{err(`messages.${i}.filesIds`)}</ErrorText>}
          </>
        )}
      </ListEditor>
      <ToggleField control={form.control} name="generateBarcode" label={t('barcode')} description={t('barcodeHint')} />
    </Stack>
  );
}
