import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { MINIMUM_AGE, updateProfileRequestSchema, type UpdateProfileRequest, type UserInfo } from '@tajriba/contracts/account';
import { Button, Card, Checkbox, DateRangeField, ErrorPanel, FormErrorBox, RadioGroup, Skeleton, TextField, showToast, usePageMeta } from '@tajriba/design-system';
import { useUserInfo } from '../../shared/api/get-user-info';
import { useFormErrors } from '../../shared/api/form-errors';
import { useUpdateProfile } from './api/update-profile';

const Page = styled.div`
  max-inline-size: 760px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[6]} ${theme.spacing[16]}`};
  ${({ theme }) => theme.media.belowMd} {
    padding: ${({ theme }) => `${theme.spacing[5]} ${theme.spacing[4]} ${theme.spacing[12]}`};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
`;
const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Section = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  & + & {
    margin-block-start: ${({ theme }) => theme.spacing[6]};
    padding-block-start: ${({ theme }) => theme.spacing[6]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.spacing[3]};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;
const Pair = styled.div`
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
  margin-block-start: ${({ theme }) => theme.spacing[6]};
  flex-wrap: wrap;
`;

interface FormValues {
  fullName: string;
  preferredName: string;
  dateOfBirth: string;
  isMale: boolean | null;
  address: string;
  hasEmergency: boolean;
  emergencyContact: { name: string; phoneNumber: string; relationship: string };
}
const FIELDS = ['fullName', 'preferredName', 'dateOfBirth', 'isMale', 'address', 'emergencyContact.name', 'emergencyContact.phoneNumber', 'emergencyContact.relationship'] as const;

/** The form's values as the API takes them: no emergency contact unless the guest adds one. */
const toRequest = (v: FormValues): UpdateProfileRequest => ({
  fullName: v.fullName,
  preferredName: v.preferredName,
  dateOfBirth: v.dateOfBirth,
  isMale: v.isMale as boolean,
  address: v.address,
  emergencyContact: v.hasEmergency ? v.emergencyContact : null,
});
// The contract's own validators (names 3–50, 18 or older, address 10–250, phone), on what will be sent.
const contractResolver = zodResolver(updateProfileRequestSchema);
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const r = await contractResolver(toRequest(values) as never, context, options as never);
  return Object.keys(r.errors).length ? { values: {}, errors: r.errors } : { values, errors: {} };
};

const dayOf = (s: string) => {
  const [y, m, d] = s.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const dayString = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The latest date of birth allowed today (the calendar stops there). */
function youngestBirthday() {
  const d = new Date();
  d.setFullYear(d.getFullYear() - MINIMUM_AGE);
  return d;
}

function ProfileForm({ user, mode }: { user: UserInfo; mode: 'create' | 'edit' }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const navigate = useNavigate();
  const save = useUpdateProfile();
  const [latest] = useState(youngestBirthday);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: {
      fullName: user.fullName,
      preferredName: user.preferredName ?? '',
      dateOfBirth: user.dateOfBirth ?? '',
      // a first profile asks for the gender; a later edit shows the one stored
      isMale: mode === 'create' ? null : user.isMale,
      address: user.address ?? '',
      hasEmergency: user.emergencyContact !== null,
      emergencyContact: { name: user.emergencyContact?.name ?? '', phoneNumber: user.emergencyContact?.phoneNumber ?? '', relationship: user.emergencyContact?.relationship ?? '' },
    },
  });
  const { boxErrors, report, clear } = useFormErrors(form.setError, FIELDS);
  const err = form.formState.errors;
  const hasEmergency = useWatch({ control: form.control, name: 'hasEmergency' });

  const submit = form.handleSubmit(async (values) => {
    clear();
    try {
      await save.mutateAsync(toRequest(values));
      showToast({ kind: 'success', message: t(mode === 'create' ? 'profileForm.created' : 'profileForm.saved') });
      void navigate('/profile');
    } catch (e) {
      report(e);
    }
  });

  return (
    <Card $padding="lg">
      <form onSubmit={submit} noValidate data-testid="profile-form">
        <Section>
          <legend>{t('profileForm.person')}</legend>
          <Pair>
            <TextField label={t('profileForm.fullName')} required maxLength={50} autoComplete="name" error={err.fullName?.message} {...form.register('fullName')} data-testid="profile-form-fullName" />
            <TextField
              label={t('profileForm.preferredName')}
              hint={t('profileForm.preferredNameHint')}
              maxLength={50}
              autoComplete="nickname"
              error={err.preferredName?.message}
              {...form.register('preferredName')}
              data-testid="profile-form-preferredName"
            />
          </Pair>
          <Pair>
            <Controller
              control={form.control}
              name="dateOfBirth"
              render={({ field, fieldState }) => (
                <DateRangeField
                  mode="single"
                  label={t('profileForm.dateOfBirth')}
                  hint={t('profileForm.dateOfBirthHint', { age: MINIMUM_AGE })}
                  value={field.value ? dayOf(field.value) : null}
                  onChange={(d) => field.onChange(d ? dayString(d) : '')}
                  minDate={new Date(1900, 0, 1)}
                  maxDate={latest}
                  initialMonth={field.value ? dayOf(field.value) : latest}
                  error={fieldState.error?.message}
                  required
                />
              )}
            />
            <Controller
              control={form.control}
              name="isMale"
              render={({ field, fieldState }) => (
                <RadioGroup<'male' | 'female'>
                  label={t('profileForm.gender')}
                  name="profile-gender"
                  inline
                  required
                  options={[
                    { value: 'male', label: t('profileForm.male') },
                    { value: 'female', label: t('profileForm.female') },
                  ]}
                  value={field.value === null ? null : field.value ? 'male' : 'female'}
                  onChange={(v) => field.onChange(v === 'male')}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Pair>
          <TextField label={t('profileForm.address')} hint={t('profileForm.addressHint')} maxLength={250} autoComplete="street-address" error={err.address?.message} {...form.register('address')} data-testid="profile-form-address" />
        </Section>
        <Section>
          <legend>{t('profileForm.emergency')}</legend>
          <Checkbox label={t('profileForm.hasEmergency')} {...form.register('hasEmergency')} data-testid="profile-form-hasEmergency" />
          {hasEmergency ? (
            <>
              <Pair>
                <TextField label={t('profileForm.emergencyName')} required maxLength={50} error={err.emergencyContact?.name?.message} {...form.register('emergencyContact.name')} data-testid="profile-form-emergencyName" />
                <TextField
                  label={t('profileForm.emergencyPhone')}
                  required
                  type="tel"
                  dir="ltr"
                  hint={t('profileForm.phoneHint')}
                  error={err.emergencyContact?.phoneNumber?.message}
                  {...form.register('emergencyContact.phoneNumber')}
                  data-testid="profile-form-emergencyPhone"
                />
              </Pair>
              <TextField label={t('profileForm.emergencyRelationship')} maxLength={50} error={err.emergencyContact?.relationship?.message} {...form.register('emergencyContact.relationship')} />
            </>
          ) : null}
        </Section>
        <FormErrorBox errors={boxErrors} />
        <Actions>
          <Link to="/profile">{t('profileForm.cancel')}</Link>
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="profile-form-save">
            {t(mode === 'create' ? 'profileForm.create' : 'profileForm.save')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}

/**
 * `/profile/create` and `/profile/edit` (§2): the person in one form — names, date of birth (18 or
 * older), gender, address and emergency contact. `create` is the first profile of an account that
 * has none yet (a social sign-up has no date of birth); once there is one it opens the edit form.
 * E-mail and phone change on personal info, through their code step.
 */
export function ProfileFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const info = useUserInfo();
  usePageMeta({ title: t(mode === 'create' ? 'profileForm.createTitle' : 'profileForm.editTitle') });
  if (mode === 'create' && info.data?.dateOfBirth) return <Navigate to="/profile/edit" replace />;
  return (
    <Page data-testid={`profile-${mode}-page`}>
      <h1>{t(mode === 'create' ? 'profileForm.createTitle' : 'profileForm.editTitle')}</h1>
      <Intro>
        {t(mode === 'create' ? 'profileForm.createIntro' : 'profileForm.editIntro')} <Link to="/profile/account-settings/personal-info">{t('profileForm.contactLink')}</Link>
      </Intro>
      {info.isPending ? (
        <Skeleton height={560} radius="14px" />
      ) : info.isError ? (
        <ErrorPanel title={t('profileForm.loadFailed')} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      ) : (
        <ProfileForm user={info.data} mode={mode} />
      )}
    </Page>
  );
}
