import type { EventBus } from '@tajriba/event-bus';
import { openAuth } from '../shared/auth-ui';

/** A remote got a 401 (or a visitor tried a signed-in action): open the login flow. */
export function listenForLoginRequests(bus: EventBus): () => void {
  return bus.on('auth:login-requested', (p) => openAuth('signin', { redirect: p.redirect, mode: p.mode }));
}
