import { useIntl } from 'react-intl';
import { useFormatters } from '@tajriba/i18n';
import { isActive } from '../lib/presence';

/** "Online", or "Last active 3 hours ago" (recomputed with `now`, every 10 s). */
export function PresenceLine({ lastActiveAt, now }: { lastActiveAt: string | null; now: number }) {
  const intl = useIntl();
  const f = useFormatters();
  if (isActive(lastActiveAt, now)) return <span data-testid="presence" data-online="true">{intl.formatMessage({ id: 'messaging.presence.online' })}</span>;
  if (!lastActiveAt) return <span data-testid="presence" data-online="false">{intl.formatMessage({ id: 'messaging.presence.offline' })}</span>;
  return (
    <span data-testid="presence" data-online="false">
      {intl.formatMessage({ id: 'messaging.presence.lastActive' }, { when: f.relative(lastActiveAt, now) })}
    </span>
  );
}
