import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { aboutSchema, type About, type UserInfo } from '@tajriba/contracts/account';
import { Button, FormErrorBox, TextArea, TextField } from '@tajriba/design-system';
import { useFormErrors } from '../../../shared/api/form-errors';
import { ABOUT_FIELDS, type AboutField } from './about-fields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
  ${({ theme }) => theme.media.belowMd} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[3]};
  justify-content: flex-end;
`;

type Values = Record<AboutField, string>;

export interface AboutFormProps {
  initial: UserInfo['about'];
  onSave: (about: About) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The about-me form (§3, §5): every field optional; details 3–500, the others 3–50; an emptied
 * field is stored as null. A refusal keeps what was typed, with each server error under its field.
 */
export function AboutForm({ initial, onSave, onCancel }: AboutFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const defaults = Object.fromEntries(ABOUT_FIELDS.map((k) => [k, initial[k] ?? ''])) as Values;
  // The contract's schema turns '' into null, so the form's values are strings and the output About.
  const form = useForm<Values, unknown, About>({ resolver: zodResolver(aboutSchema) as never, defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const { boxErrors, report, clear } = useFormErrors(form.setError, ABOUT_FIELDS);

  const submit = form.handleSubmit(async (about) => {
    clear();
    try {
      await onSave(about);
    } catch (err) {
      report(err);
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-label={t('profile.about.editTitle')} data-testid="about-form">
      <TextArea label={t('profile.about.details')} rows={5} maxCount={500} error={errors.details?.message} {...form.register('details')} data-testid="about-details" />
      <Grid>
        {ABOUT_FIELDS.filter((k) => k !== 'details').map((k) => (
          <TextField key={k} label={t(`profile.about.${k}`)} maxLength={50} error={errors[k]?.message} {...form.register(k)} data-testid={`about-${k}`} />
        ))}
      </Grid>
      <FormErrorBox errors={boxErrors} />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting} data-testid="about-cancel">
          {t('profile.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting} data-testid="about-save">
          {t('profile.save')}
        </Button>
      </Actions>
    </Form>
  );
}
