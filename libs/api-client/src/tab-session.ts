import { sessionStore } from '@tajriba/session';
import { applyTokenResponse } from '@tajriba/session/shell';
import type { RefreshCoordinator } from './client';
import { createTabRefreshCoordinator } from './refresh-coordinator';

/**
 * Another tab refreshed: adopt its token only if this tab is signed in as the same person. A
 * tab that signed out, or holds someone else, keeps its own state (its next request decides).
 */
export async function adoptSharedToken(data: unknown): Promise<void> {
  const { tokenResponseSchema } = await import('@tajriba/contracts/platform');
  const parsed = tokenResponseSchema.safeParse(data);
  if (!parsed.success || sessionStore.status !== 'signedIn' || sessionStore.user?.id !== parsed.data.user.id) return;
  applyTokenResponse(parsed.data);
}

/** The session's cross-tab coordinator (loaded with a tab's first refresh; see session-client). */
export const tabCoordinator = (): RefreshCoordinator => createTabRefreshCoordinator((data) => void adoptSharedToken(data).catch(() => undefined));
