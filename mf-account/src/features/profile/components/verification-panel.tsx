import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { VerificationStatusId, type UserInfo } from '@tajriba/contracts/account';
import { Button, Card, CheckCircleIcon, InfoIcon, StatusPill } from '@tajriba/design-system';
import { ContactVerificationDialog } from '../../../shared/contact-verification/lazy-dialog';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  min-block-size: 40px;
  .ok {
    color: ${({ theme }) => theme.colors.success};
  }
  .no {
    color: ${({ theme }) => theme.colors.warning};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;
const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

type Open = { kind: 'email' | 'phone'; mode: 'verify' | 'change' } | null;

/**
 * The account verification panel (§2): e-mail and phone ticks with Verify when unconfirmed (the
 * contact verification dialog); the identity row only for hosts whose identity is approved or pending.
 */
export function VerificationPanel({ user, isHost }: { user: UserInfo; isHost: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState<Open>(null);
  const identity = user.identityStatus;
  const showIdentity = isHost && identity && (identity.id === VerificationStatusId.Approved || identity.id === VerificationStatusId.Pending);

  const row = (kind: 'email' | 'phone', value: string | null, confirmed: boolean) => (
    <Item data-testid={`verify-${kind}`}>
      {confirmed ? <CheckCircleIcon className="ok" aria-hidden /> : <InfoIcon className="no" aria-hidden />}
      <div>
        {t(kind === 'email' ? 'profile.verify.email' : 'profile.verify.phone')}
        <small>{value ? <bdi dir="ltr">{value}</bdi> : t('profile.verify.none')}</small>
        <small data-testid={`verify-${kind}-state`}>{t(confirmed ? 'profile.verify.confirmed' : 'profile.verify.unconfirmed')}</small>
      </div>
      {confirmed ? null : (
        <Button size="sm" variant="secondary" onClick={() => setOpen({ kind, mode: value ? 'verify' : 'change' })} data-testid={`verify-${kind}-button`}>
          {t(value ? 'profile.verify.verify' : 'profile.verify.add')}
        </Button>
      )}
    </Item>
  );

  return (
    <Card $padding="lg" as="section" aria-labelledby="verify-title" data-testid="verification-panel">
      <Title id="verify-title">{t('profile.verify.title')}</Title>
      <List>
        {row('email', user.email, user.emailConfirmed)}
        {row('phone', user.phoneNumber, user.phoneNumberConfirmed)}
        {showIdentity ? (
          <Item data-testid="verify-identity">
            <CheckCircleIcon className={identity.id === VerificationStatusId.Approved ? 'ok' : 'no'} aria-hidden />
            {/* the statuses, reviewer feedback and resubmission live in mf-verification's /verification */}
            <div>
              <Link to="/verification" data-testid="verify-identity-link">
                {t('profile.verify.identity')}
              </Link>
            </div>
            <StatusPill family="verification" status={identity.id === VerificationStatusId.Approved ? 'approved' : 'pending'}>
              {t(identity.id === VerificationStatusId.Approved ? 'profile.verify.approved' : 'profile.verify.pending')}
            </StatusPill>
          </Item>
        ) : null}
      </List>
      {open ? (
        <ContactVerificationDialog kind={open.kind} mode={open.mode} current={open.kind === 'email' ? user.email : user.phoneNumber} onClose={() => setOpen(null)} />
      ) : null}
    </Card>
  );
}
