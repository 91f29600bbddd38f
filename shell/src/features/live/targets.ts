import type { Notification } from '@tajriba/contracts/account';

/**
 * Where an actionable notification leads (spec §4): identity verification → the profile, work
 * verification → the dashboard, a message → its chat, a ticket → the help centre. Others: nowhere.
 */
export function notificationHref(n: Pick<Notification, 'isActionable' | 'target' | 'payload'>): string | null {
  if (!n.isActionable || !n.target) return null;
  switch (n.target.name) {
    case 'identityVerification':
      return '/profile';
    case 'workVerification':
      return '/dashboard';
    case 'message':
      return typeof n.payload.chatId === 'number' ? `/messages?chat=${n.payload.chatId}` : '/messages';
    case 'ticket':
      return '/policies/help-center';
    case 'experience':
      // A moderation decision: the host's page of that listing (mf-host-dashboard).
      return typeof n.payload.experienceId === 'number' ? `/my-experiences/details/${n.payload.experienceId}` : '/my-experiences';
    default:
      return null;
  }
}
