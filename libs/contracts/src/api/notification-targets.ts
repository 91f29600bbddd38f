import type { Notification } from './messaging';

/**
 * Notification targets (spec §4): where an actionable notification leads. `experience` (5) is ours:
 * a moderation decision leads the host to the listing it is about (the spec's four have no place
 * for it, and a decision a host cannot open from the bell is a dead end).
 */
export const NotificationTargetId = { identityVerification: 1, workVerification: 2, message: 3, ticket: 4, experience: 5 } as const;

/**
 * Where an actionable notification leads, by its target: identity verification → the profile,
 * work verification → the dashboard, a message → its chat, a ticket → the help centre, an
 * experience → the host's page of that listing; anything else (or a notification that is not
 * actionable) has no link. The shell's bell and popups and mf-account's notifications page link
 * through this one rule.
 *
 * Its own entry (`@tajriba/contracts/notification-targets`), zod-free and not a shared module:
 * each bundle that links a notification carries its tree-shaken copy (a few hundred bytes), so it
 * costs the shell's first render nothing (the shared `/constants` is on every first render, and
 * the shared `/account` schemas are a chunk the bell does not otherwise load), and a remote's copy
 * is the one it was built with, whatever the shell's age.
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
