import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { createFavouriteNameBodySchema } from '@tajriba/contracts/discovery';
import { Button, FormErrorBox, Modal, TextField } from '@tajriba/design-system';
import { useFormErrors } from '../../../shared/api/form-errors';

/** Name a new list or rename one (2–50 characters, unique per guest; the server says when taken). */
export function ListNameDialog({ title, initial, submitLabel, onSubmit, onClose }: { title: string; initial: string; submitLabel: string; onSubmit: (name: string) => Promise<unknown>; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useForm<{ name: string }>({ resolver: zodResolver(createFavouriteNameBodySchema), defaultValues: { name: initial } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['name']);
  useEffect(() => form.setFocus('name'), [form]);
  const submit = form.handleSubmit(async ({ name }) => {
    clear();
    try {
      await onSubmit(name);
      onClose();
    } catch (err) {
      report(err);
    }
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('wishlists.cancel')}
          </Button>
          <Button type="submit" form="list-name-form" loading={form.formState.isSubmitting} data-testid="list-name-save">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="list-name-form" onSubmit={submit} noValidate>
        <TextField label={t('wishlists.name')} maxLength={50} error={form.formState.errors.name?.message} {...form.register('name')} data-testid="list-name-input" />
        <FormErrorBox errors={boxErrors} />
      </form>
    </Modal>
  );
}
