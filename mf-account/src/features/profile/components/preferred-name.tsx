import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { changePreferredNameRequestSchema } from '@tajriba/contracts/account';
import { Button, FormErrorBox, TextField } from '@tajriba/design-system';
import { useFormErrors } from '../../../shared/api/form-errors';
import { useChangePreferredName } from '../../../shared/api/change-preferred-name';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  inline-size: 100%;
  text-align: start;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  justify-content: flex-end;
`;

/** Inline edit of the preferred name (§4): view ↔ form; success updates the account. */
export function PreferredName({ value }: { value: string | null }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const [editing, setEditing] = useState(false);
  const change = useChangePreferredName();
  const form = useForm<{ preferredName: string }>({ resolver: zodResolver(changePreferredNameRequestSchema), defaultValues: { preferredName: value ?? '' } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['preferredName']);
  // Opening the form puts the caret in it (keyboard users land where they asked to edit).
  useEffect(() => {
    if (editing) form.setFocus('preferredName');
  }, [editing, form]);

  if (!editing) {
    return (
      <Row>
        <span data-testid="preferred-name">{value ? t('profile.preferredNameIs', { name: value }) : t('profile.noPreferredName')}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            form.reset({ preferredName: value ?? '' });
            clear();
            setEditing(true);
          }}
          data-testid="preferred-name-edit"
        >
          {t(value ? 'profile.edit' : 'profile.add')}
        </Button>
      </Row>
    );
  }
  return (
    <Form
      noValidate
      onSubmit={form.handleSubmit(async ({ preferredName }) => {
        clear();
        try {
          await change.mutateAsync(preferredName);
          setEditing(false);
        } catch (err) {
          report(err);
        }
      })}
      data-testid="preferred-name-form"
    >
      <TextField label={t('profile.preferredName')} maxLength={50} error={form.formState.errors.preferredName?.message} {...form.register('preferredName')} data-testid="preferred-name-input" />
      <FormErrorBox errors={boxErrors} />
      <Actions>
        <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={form.formState.isSubmitting} data-testid="preferred-name-save">
          {t('profile.save')}
        </Button>
      </Actions>
    </Form>
  );
}
