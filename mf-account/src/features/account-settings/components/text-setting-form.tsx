import { useEffect } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type * as z from 'zod/mini';
import { Button, FormErrorBox, TextArea, TextField } from '@tajriba/design-system';
import { useFormErrors } from '../../../shared/api/form-errors';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;
export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  justify-content: flex-end;
`;

/**
 * A one-field account form (legal name, preferred name, address): the contract's schema checks
 * it in the browser, the server's field error lands under the field, and what was typed stays
 * when the server refuses it.
 */
export function TextSettingForm<N extends string>({
  name,
  label,
  initial,
  schema,
  save,
  onDone,
  maxLength,
  multiline,
  testId,
}: {
  name: N;
  label: string;
  initial: string;
  schema: z.ZodMiniType;
  save: (value: string) => Promise<unknown>;
  onDone: () => void;
  maxLength: number;
  multiline?: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const form = useForm<FieldValues>({ resolver: zodResolver(schema as never), defaultValues: { [name]: initial } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, [name as Path<FieldValues>]);
  useEffect(() => form.setFocus(name), [form, name]);
  const error = form.formState.errors[name]?.message as string | undefined;
  const Input = multiline ? TextArea : TextField;
  return (
    <Form
      noValidate
      data-testid={`${testId}-form`}
      onSubmit={form.handleSubmit(async (values) => {
        clear();
        try {
          await save(String(values[name] ?? ''));
          onDone();
        } catch (err) {
          report(err);
        }
      })}
    >
      <Input label={label} maxLength={maxLength} error={error} {...form.register(name)} data-testid={`${testId}-input`} />
      <FormErrorBox errors={boxErrors} />
      <Actions>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {intl.formatMessage({ id: 'settings.cancel' })}
        </Button>
        <Button type="submit" size="sm" loading={form.formState.isSubmitting} data-testid={`${testId}-save`}>
          {intl.formatMessage({ id: 'settings.save' })}
        </Button>
      </Actions>
    </Form>
  );
}
