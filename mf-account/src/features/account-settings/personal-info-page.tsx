import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { changeFullNameRequestSchema, changePreferredNameRequestSchema, updateAddressRequestSchema, updateEmergencyContactRequestSchema, type EmergencyContact, type UserInfo } from '@tajriba/contracts/account';
import { Badge, Button, Card, FormErrorBox, TextField } from '@tajriba/design-system';
import { useUserInfo } from '../../shared/api/get-user-info';
import { useChangePreferredName } from '../../shared/api/change-preferred-name';
import { useFormErrors } from '../../shared/api/form-errors';
import { ContactVerificationDialog } from '../../shared/contact-verification/lazy-dialog';
import { useUpdateAccount } from './api/update-account';
import { useAdditionalPhones } from './api/additional-phones';
import { AdditionalPhonesForm } from './components/additional-phones-form';
import { SettingRow } from './components/setting-row';
import { SettingsSection, SettingsLoadFailed, SettingsSkeleton } from './components/settings-layout';
import { Actions, Form, TextSettingForm } from './components/text-setting-form';

type ContactKind = 'email' | 'phone';

function EmergencyContactForm({ initial, onDone }: { initial: UserInfo['emergencyContact']; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const save = useUpdateAccount<EmergencyContact>('/api/Manage/UpdateEmergencyContact');
  const form = useForm<{ name: string; phoneNumber: string; relationship?: string | null }, unknown, EmergencyContact>({
    resolver: zodResolver(updateEmergencyContactRequestSchema),
    defaultValues: { name: initial?.name ?? '', phoneNumber: initial?.phoneNumber ?? '', relationship: initial?.relationship ?? '' },
  });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['name', 'phoneNumber', 'relationship']);
  const err = form.formState.errors;
  // Opening the form puts the caret in it (keyboard users land where they asked to edit).
  useEffect(() => form.setFocus('name'), [form]);
  return (
    <Form
      noValidate
      data-testid="emergency-form"
      onSubmit={form.handleSubmit(async (values) => {
        clear();
        try {
          await save.mutateAsync(values);
          onDone();
        } catch (e) {
          report(e);
        }
      })}
    >
      <TextField label={t('settings.personal.emergencyName')} maxLength={50} error={err.name?.message} {...form.register('name')} data-testid="emergency-name" />
      <TextField
        label={t('settings.personal.emergencyPhone')}
        type="tel"
        dir="ltr"
        hint={t('settings.personal.phoneHint')}
        error={err.phoneNumber?.message}
        {...form.register('phoneNumber')}
        data-testid="emergency-phone"
      />
      <TextField label={t('settings.personal.emergencyRelationship')} maxLength={50} error={err.relationship?.message} {...form.register('relationship')} data-testid="emergency-relationship" />
      <FormErrorBox errors={boxErrors} />
      <Actions>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('settings.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={form.formState.isSubmitting} data-testid="emergency-save">
          {t('settings.save')}
        </Button>
      </Actions>
    </Form>
  );
}

/** `/profile/account-settings/personal-info` (§2): names, e-mail and phone (changed through the code dialog), additional phones, address, emergency contact. */
export function PersonalInfoPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const info = useUserInfo();
  const phones = useAdditionalPhones();
  const fullName = useUpdateAccount<{ fullName: string }>('/api/Manage/ChangeFullName');
  const address = useUpdateAccount<{ address: string }>('/api/Manage/UpdateAddress');
  const preferredName = useChangePreferredName();
  const [contact, setContact] = useState<ContactKind | null>(null);

  const body = () => {
    if (info.isPending) return <SettingsSkeleton cards={1} height={560} />;
    if (info.isError) return <SettingsLoadFailed onRetry={() => void info.refetch()} retrying={info.isFetching} />;
    const u = info.data;
    const verified = (ok: boolean) => <Badge tone={ok ? 'success' : 'warning'}>{t(ok ? 'settings.personal.verified' : 'settings.personal.unverified')}</Badge>;
    const changeButton = (kind: ContactKind, testId: string) => (
      <Button variant="ghost" size="sm" onClick={() => setContact(kind)} data-testid={`${testId}-change`}>
        {t((kind === 'email' ? u.email : u.phoneNumber) ? 'settings.change' : 'settings.add')}
      </Button>
    );
    return (
      <Card $padding="lg" style={{ paddingBlock: 4 }}>
        <SettingRow
          label={t('settings.personal.fullName')}
          value={u.fullName}
          empty={!u.fullName}
          testId="setting-full-name"
          renderForm={(close) => (
            <TextSettingForm name="fullName" label={t('settings.personal.fullName')} initial={u.fullName} schema={changeFullNameRequestSchema} maxLength={50} save={(v) => fullName.mutateAsync({ fullName: v })} onDone={close} testId="full-name" />
          )}
        />
        <SettingRow
          label={t('settings.personal.preferredName')}
          value={u.preferredName}
          empty={!u.preferredName}
          testId="setting-preferred-name"
          renderForm={(close) => (
            <TextSettingForm name="preferredName" label={t('settings.personal.preferredName')} initial={u.preferredName ?? ''} schema={changePreferredNameRequestSchema} maxLength={50} save={(v) => preferredName.mutateAsync(v)} onDone={close} testId="preferred-name" />
          )}
        />
        <SettingRow
          label={t('settings.personal.email')}
          value={
            <>
              <span dir="ltr">{u.email}</span> {verified(u.emailConfirmed)}
            </>
          }
          empty={!u.email}
          testId="setting-email"
          action={changeButton('email', 'setting-email')}
        />
        <SettingRow
          label={t('settings.personal.phone')}
          value={
            <>
              <span dir="ltr">{u.phoneNumber}</span> {verified(u.phoneNumberConfirmed)}
            </>
          }
          empty={!u.phoneNumber}
          testId="setting-phone"
          action={changeButton('phone', 'setting-phone')}
        />
        <SettingRow
          label={t('settings.personal.additionalPhones')}
          value={
            phones.isError ? (
              t('settings.personal.additionalLoadFailed')
            ) : (
              // The row keeps its height while the list loads (no shift when it arrives).
              <span style={{ display: 'inline-block', minBlockSize: '1.5em' }}>
                {(phones.data ?? []).map((p, i) => (
                  <span key={p}>
                    {i > 0 ? ' · ' : null}
                    <span dir="ltr">{p}</span>
                  </span>
                ))}
              </span>
            )
          }
          empty={phones.isSuccess && phones.data.length === 0}
          testId="setting-additional-phones"
          renderForm={phones.isSuccess ? (close) => <AdditionalPhonesForm initial={phones.data} primary={u.phoneNumber} onDone={close} /> : undefined}
        />
        <SettingRow
          label={t('settings.personal.address')}
          value={u.address}
          empty={!u.address}
          testId="setting-address"
          renderForm={(close) => (
            <TextSettingForm name="address" label={t('settings.personal.address')} initial={u.address ?? ''} schema={updateAddressRequestSchema} maxLength={250} multiline save={(v) => address.mutateAsync({ address: v })} onDone={close} testId="address" />
          )}
        />
        <SettingRow
          label={t('settings.personal.emergency')}
          value={
            u.emergencyContact ? (
              <>
                {u.emergencyContact.name} · <span dir="ltr">{u.emergencyContact.phoneNumber}</span>
                {u.emergencyContact.relationship ? ` (${u.emergencyContact.relationship})` : null}
              </>
            ) : null
          }
          empty={!u.emergencyContact}
          testId="setting-emergency"
          renderForm={(close) => <EmergencyContactForm initial={u.emergencyContact} onDone={close} />}
        />
        {contact ? (
          <ContactVerificationDialog kind={contact} mode="change" current={contact === 'email' ? u.email : u.phoneNumber} onClose={() => setContact(null)} />
        ) : null}
      </Card>
    );
  };
  return (
    <SettingsSection title={t('settings.personal.title')} intro={t('settings.personal.intro')} testId="personal-info-page">
      {body()}
    </SettingsSection>
  );
}
export default PersonalInfoPage;
