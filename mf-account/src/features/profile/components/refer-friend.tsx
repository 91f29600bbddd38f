import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { REFERRAL_REWARD, referFriendRequestSchema } from '@tajriba/contracts/account';
import { Button, Card, CardTitle, FormErrorBox, Modal, TextField } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { useFormErrors } from '../../../shared/api/form-errors';
import { useReferFriend } from '../api/refer-friend';
import { RewardCoupons } from './reward-coupons';

const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;
const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Reward = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
`;

/** The reward both people get, from the API's own numbers (10 %, at most SAR 50, 90 days). */
function RewardTerms() {
  const intl = useIntl();
  const f = useFormatters();
  return (
    <Reward data-testid="refer-reward">
      {intl.formatMessage(
        { id: 'profile.refer.reward' },
        { percent: f.percent(REFERRAL_REWARD.percent / 100), max: f.sar(REFERRAL_REWARD.maxAmount), days: REFERRAL_REWARD.validDays },
      )}
    </Reward>
  );
}

/** The refer-a-friend dialog (spec §2 Dialogs: one e-mail field and submit). Stays open on "sent" so another friend can be invited. */
function ReferFriendDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const refer = useReferFriend();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(referFriendRequestSchema), defaultValues: { email: '' } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['email']);
  useEffect(() => form.setFocus('email'), [form]);
  const submit = form.handleSubmit(async ({ email }) => {
    clear();
    setSentTo(null);
    try {
      await refer.mutateAsync(email);
      setSentTo(email);
      form.reset({ email: '' });
    } catch (err) {
      report(err);
    }
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('profile.refer.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('profile.refer.close')}
          </Button>
          <Button type="submit" form="refer-friend-form" loading={form.formState.isSubmitting} data-testid="refer-submit">
            {t('profile.refer.send')}
          </Button>
        </>
      }
    >
      <form id="refer-friend-form" onSubmit={submit} noValidate>
        <Intro>{t('profile.refer.intro')}</Intro>
        <RewardTerms />
        <TextField type="email" label={t('profile.refer.email')} autoComplete="off" maxLength={250} error={form.formState.errors.email?.message} {...form.register('email')} data-testid="refer-email" />
        <FormErrorBox errors={boxErrors} />
        {/* the live region is always there, so the "sent" line is announced */}
        <div aria-live="polite">{sentTo ? <Sent data-testid="refer-sent">{t('profile.refer.sent', { email: sentTo })}</Sent> : null}</div>
      </form>
    </Modal>
  );
}

/** The profile's "Invite a friend" card: what it does, and the button that opens the dialog. */
export function ReferFriendCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  return (
    <Card $padding="lg" data-testid="refer-card">
      <CardTitle as="h2">{t('profile.refer.title')}</CardTitle>
      <Intro>{t('profile.refer.cardIntro')}</Intro>
      <RewardTerms />
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="refer-open">
        {t('profile.refer.open')}
      </Button>
      {open ? <ReferFriendDialog onClose={() => setOpen(false)} /> : null}
      <RewardCoupons />
    </Card>
  );
}
