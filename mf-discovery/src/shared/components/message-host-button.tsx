import { useIntl } from 'react-intl';
import { Button } from '@tajriba/design-system';
import { useRemote } from '@tajriba/federation';
import { useSession } from '@tajriba/session';

/**
 * "Message the host" (experience page, host profile): the messages area (another remote) opens the
 * chat with the host, with the experience as its context when there is one. Discovery only asks, on the bus; a visitor is asked to sign in first
 * by the shell. Not shown to the host on their own experience.
 */
export function MessageHostButton({ hostId, experienceId, className }: { hostId: number; experienceId?: number; className?: string }) {
  const intl = useIntl();
  const { bus } = useRemote();
  const session = useSession();
  if (session.user?.id === hostId) return null;
  return (
    <Button className={className} variant="secondary" size="sm" onClick={() => bus.emit('chat:open-requested', experienceId ? { userId: hostId, experienceId } : { userId: hostId })} data-testid="message-host">
      {intl.formatMessage({ id: 'discovery.messageHost' })}
    </Button>
  );
}
