import type { EventBus } from '@tajriba/event-bus';
import { sessionStore } from '@tajriba/session';
import { openAuth } from '../shared/auth-ui';

/** `/messages?to=<userId>[&experience=<id>]`: the messages page starts (or opens) the chat with that person. */
export function chatStartPath(p: { userId: number; experienceId?: number }): string {
  const q = new URLSearchParams({ to: String(p.userId) });
  if (p.experienceId) q.set('experience', String(p.experienceId));
  return `/messages?${q.toString()}`;
}

/**
 * "Message the host" (or the guest) from any area: open the messages page on that chat. A visitor
 * signs in first and lands there. Single-spa follows the pushState, so every router sees it.
 */
export function listenForChatRequests(bus: EventBus): () => void {
  return bus.on('chat:open-requested', (p) => {
    const to = chatStartPath(p);
    if (sessionStore.status === 'signedIn') window.history.pushState(null, '', to);
    else openAuth('signin', { redirect: to });
  });
}
