import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { addPasswordRequestSchema, changePasswordRequestSchema } from '@tajriba/contracts/account';
import { Msg } from '@tajriba/contracts/constants';
import { isApiError } from '@tajriba/api-client';
import { Button, Card, CardTitle, FormErrorBox, Modal, PasswordField, Switch, TextArea } from '@tajriba/design-system';
import { useUserInfo } from '../../shared/api/get-user-info';
import { useFormErrors } from '../../shared/api/form-errors';
import { useDeactivate, useSetPassword, useSetTwoFactor, useSignOutEverywhere, useTwoFactor, type PasswordBody } from './api/security';
import { SettingsSection, SettingsLoadFailed, SettingsSkeleton } from './components/settings-layout';
import { Actions, Form } from './components/text-setting-form';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Done = styled.output`
  display: block;
  margin: 0;
  color: ${({ theme }) => theme.colors.status.success.fg};
`;

/** Change the password (§5 rules), or add one when the account came from social sign-in. */
function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const mode = hasPassword ? 'change' : 'add';
  const save = useSetPassword(mode);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<PasswordBody>({
    resolver: zodResolver((hasPassword ? changePasswordRequestSchema : addPasswordRequestSchema) as never),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['currentPassword', 'password', 'confirmPassword']);
  const err = form.formState.errors;
  return (
    <Card $padding="lg" data-testid="password-card">
      <CardTitle>{t(hasPassword ? 'settings.security.changePassword' : 'settings.security.addPassword')}</CardTitle>
      {hasPassword ? null : <Intro>{t('settings.security.addPasswordIntro')}</Intro>}
      <Form
        noValidate
        data-testid="password-form"
        onSubmit={form.handleSubmit(async (values) => {
          clear();
          setDone(null);
          try {
            await save.mutateAsync(hasPassword ? values : { password: values.password, confirmPassword: values.confirmPassword });
            form.reset();
            setDone(t(hasPassword ? 'settings.security.passwordChanged' : 'settings.security.passwordAdded'));
          } catch (e) {
            report(e);
          }
        })}
      >
        {hasPassword ? (
          <PasswordField label={t('settings.security.currentPassword')} autoComplete="current-password" error={err.currentPassword?.message} {...form.register('currentPassword')} data-testid="current-password" />
        ) : null}
        <PasswordField
          label={t('settings.security.newPassword')}
          autoComplete="new-password"
          maxLength={25}
          hint={t('settings.security.passwordRules')}
          error={err.password?.message}
          {...form.register('password')}
          data-testid="new-password"
        />
        <PasswordField label={t('settings.security.confirmPassword')} autoComplete="new-password" maxLength={25} error={err.confirmPassword?.message} {...form.register('confirmPassword')} data-testid="confirm-password" />
        <FormErrorBox errors={boxErrors} />
        <Done data-testid="password-done">
          {done}
        </Done>
        <Actions>
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="password-save">
            {t(hasPassword ? 'settings.security.changePassword' : 'settings.security.addPassword')}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}

/** A yes/no question before an action that cannot be taken back; its failure shows inside it. */
function ConfirmModal({ open, onClose, title, confirmLabel, danger, loading, error, onConfirm, testId, children }: {
  open: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  loading: boolean;
  error: unknown;
  onConfirm: () => void;
  testId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'settings.cancel' })}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm} data-testid={testId}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <FormErrorBox errors={error ? failureOf(error) : []} />
    </Modal>
  );
}

const failureOf = (e: unknown): string[] => (isApiError(e) && e.errors.length ? e.errors : [Msg.somethingWentWrong]);

const Dest = styled.bdi`
  direction: ltr;
  unicode-bidi: isolate;
`;

/**
 * Two-step sign-in (mf-account README "Two-factor sign-in"): the switch shows what the server has;
 * flipping it asks for the current password first, and changes only once the server agreed.
 */
function TwoFactorCard({ hasPassword }: { hasPassword: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const state = useTwoFactor();
  const save = useSetTwoFactor();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<{ currentPassword: string }>({ defaultValues: { currentPassword: '' } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['currentPassword']);
  const close = () => {
    setAsking(null);
    clear();
    form.reset();
  };
  const to = state.data?.to ? <Dest key="to">{state.data.to}</Dest> : null;
  const hint = !hasPassword
    ? t('settings.security.twoFactorNeedsPassword')
    : state.data && !state.data.channel
      ? t('settings.security.twoFactorNoDestination')
      : intl.formatMessage({ id: state.data?.channel === 'email' ? 'settings.security.twoFactorHintEmail' : 'settings.security.twoFactorHintPhone' }, { to });
  return (
    <Card $padding="lg" data-testid="two-factor-card">
      <CardTitle>{t('settings.security.twoFactor')}</CardTitle>
      <Intro>{t('settings.security.twoFactorIntro')}</Intro>
      {state.isError ? (
        <FormErrorBox errors={failureOf(state.error)} />
      ) : (
        <Switch
          label={t('settings.security.twoFactorSwitch')}
          description={state.data ? hint : '\u00a0'}
          checked={state.data?.enabled ?? false}
          // nothing changes until the password is confirmed: the switch follows the server
          disabled={!state.data || !hasPassword || (!state.data.enabled && !state.data.channel)}
          onChange={(e) => {
            setDone(null);
            setAsking(e.target.checked);
          }}
          data-testid="two-factor-switch"
        />
      )}
      <Done data-testid="two-factor-done">{done}</Done>
      <Modal
        open={asking !== null}
        onClose={close}
        title={t(asking ? 'settings.security.twoFactorOnTitle' : 'settings.security.twoFactorOffTitle')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit" form="two-factor-form" loading={form.formState.isSubmitting} data-testid="two-factor-confirm">
              {t(asking ? 'settings.security.twoFactorTurnOn' : 'settings.security.twoFactorTurnOff')}
            </Button>
          </>
        }
      >
        <form
          id="two-factor-form"
          noValidate
          onSubmit={form.handleSubmit(async ({ currentPassword }) => {
            clear();
            if (!currentPassword) {
              form.setError('currentPassword', { message: Msg.required });
              return;
            }
            try {
              const next = await save.mutateAsync({ enabled: asking === true, currentPassword });
              close();
              setDone(t(next.enabled ? 'settings.security.twoFactorIsOn' : 'settings.security.twoFactorIsOff'));
            } catch (e) {
              report(e);
            }
          })}
        >
          <p>{t(asking ? 'settings.security.twoFactorOnBody' : 'settings.security.twoFactorOffBody')}</p>
          <PasswordField
            label={t('settings.security.currentPassword')}
            autoComplete="current-password"
            error={form.formState.errors.currentPassword?.message}
            {...form.register('currentPassword')}
            data-testid="two-factor-password"
          />
          <FormErrorBox errors={boxErrors} />
        </form>
      </Modal>
    </Card>
  );
}

function SignOutEverywhereCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const signOut = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card $padding="lg" data-testid="sessions-card">
      <CardTitle>{t('settings.security.sessions')}</CardTitle>
      <Intro>{t('settings.security.sessionsIntro')}</Intro>
      {signOut.isSuccess ? (
        <Done data-testid="signed-out-everywhere">
          {t('settings.security.signedOutEverywhere')}
        </Done>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="sign-out-everywhere">
          {t('settings.security.signOutEverywhere')}
        </Button>
      )}
      <ConfirmModal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.security.signOutConfirmTitle')}
        confirmLabel={t('settings.security.signOutEverywhere')}
        loading={signOut.isPending}
        error={signOut.error}
        onConfirm={() => signOut.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        testId="sign-out-everywhere-confirm"
      >
        <p>{t('settings.security.signOutConfirmBody')}</p>
      </ConfirmModal>
    </Card>
  );
}

function DeactivateCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const deactivate = useDeactivate();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <Card $padding="lg" data-testid="deactivate-card">
      <CardTitle>{t('settings.security.deactivate')}</CardTitle>
      <Intro>{t('settings.security.deactivateIntro')}</Intro>
      <Button variant="danger" onClick={() => setConfirming(true)} data-testid="deactivate">
        {t('settings.security.deactivate')}
      </Button>
      <ConfirmModal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.security.deactivateConfirmTitle')}
        confirmLabel={t('settings.security.deactivateConfirm')}
        danger
        loading={deactivate.isPending}
        error={deactivate.error}
        // Every session has ended, this one too: a full load lets the shell find no session and start as a visitor.
        onConfirm={() => deactivate.mutate(reason, { onSuccess: () => window.location.assign('/') })}
        testId="deactivate-confirm"
      >
        <p>{t('settings.security.deactivateConfirmBody')}</p>
        <TextArea label={t('settings.security.deactivateReason')} maxCount={500} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="deactivate-reason" />
      </ConfirmModal>
    </Card>
  );
}

/** `/profile/account-settings/login-security` (§2): password, two-step sign-in, sign out everywhere, deactivate. */
export function LoginSecurityPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const info = useUserInfo();
  const body = () => {
    if (info.isPending) return <SettingsSkeleton cards={4} height={200} />;
    if (info.isError) return <SettingsLoadFailed onRetry={() => void info.refetch()} retrying={info.isFetching} />;
    return (
      <>
        <PasswordCard key={String(info.data.hasPassword)} hasPassword={info.data.hasPassword} />
        <TwoFactorCard hasPassword={info.data.hasPassword} />
        <SignOutEverywhereCard />
        <DeactivateCard />
      </>
    );
  };
  return (
    <SettingsSection title={t('settings.security.title')} intro={t('settings.security.intro')} testId="login-security-page">
      {body()}
    </SettingsSection>
  );
}
export default LoginSecurityPage;
