import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Link } from 'react-router';
import { Avatar, buttonStyles } from '@tajriba/design-system';
import { RoleId } from '@tajriba/contracts/constants';
import type { ChatUser } from '@tajriba/contracts/account';
import { isActive, nameOf } from '../lib/presence';
import { PresenceLine } from './presence-line';

const RouteButton = styled(Link)<{ $variant?: 'secondary' | 'ghost'; $size?: 'sm' }>`
  ${buttonStyles}
  text-decoration: none;
`;
const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[4]};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  overflow-y: auto;
  h2 {
    margin: ${({ theme }) => `${theme.spacing[2]} 0 0`};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

/**
 * The optional third column: who the caller is talking to, their role and status, and (for a
 * host) their profile with the experiences they run, and the experience the chat was started
 * from ("Message the host" on its page).
 */
export function DetailsPanel({ user, now, experienceId }: { user: ChatUser; now: number; experienceId: number | null }) {
  const intl = useIntl();
  const name = nameOf(user);
  const isHost = user.role.id === RoleId.Host;
  const role = intl.locale.startsWith('ar') ? user.role.nameAr : user.role.nameEn;
  return (
    <Panel aria-label={intl.formatMessage({ id: 'messaging.details.label' })} data-testid="details-panel">
      <Avatar name={name} src={user.avatarPath} size={88} online={isActive(user.lastActiveAt, now)} />
      <h2>{name}</h2>
      <p>{role}</p>
      <p>
        <PresenceLine lastActiveAt={user.lastActiveAt} now={now} />
      </p>
      {isHost ? (
        <RouteButton to={`/host/${user.id}`} $variant="secondary" $size="sm">
          {intl.formatMessage({ id: 'messaging.details.hostProfile' })}
        </RouteButton>
      ) : null}
      {experienceId ? (
        <RouteButton to={`/experiences/details/${experienceId}`} $variant="ghost" $size="sm">
          {intl.formatMessage({ id: 'messaging.details.experience' })}
        </RouteButton>
      ) : null}
    </Panel>
  );
}
