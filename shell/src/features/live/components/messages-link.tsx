import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { ChatIcon } from './icons';
import { cornerBadge, headerIconButton } from '../../../shared/header-icon-button';

const Anchor = styled(Link)`
  ${headerIconButton}
`;
const Count = styled.span`
  ${cornerBadge}
`;

/** The header's link to /messages with the live count of unread chats. */
export function MessagesLink({ count }: { count: number }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shell.live.messages' }, { count });
  return (
    <Anchor to="/messages" aria-label={label} title={label} data-testid="messages-link">
      <ChatIcon />
      {count > 0 ? (
        <Count aria-hidden data-testid="messages-count">
          {intl.formatNumber(Math.min(count, 99))}
          {count > 99 ? '+' : ''}
        </Count>
      ) : null}
    </Anchor>
  );
}
