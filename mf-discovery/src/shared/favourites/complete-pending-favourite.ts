import type { ApiClient } from '@tajriba/api-client';
import type { EventBus } from '@tajriba/event-bus';
import { addFavourite } from '@tajriba/data-access/favourites';
import type { FavouritesActions } from './favourites-store';
import { PENDING_FAVOURITE_KEY, storage, type PendingFavourite } from './pending-favourite';

/** How long a heart tapped before a sign-in waits for it. */
export const PENDING_FAVOURITE_TTL_MS = 15 * 60 * 1000;
import { OPTIMISTIC } from './use-favourite-toggle';

/**
 * After a sign-in, saves the favourite the visitor asked for before it (rememberFavourite) and
 * offers the lists, as if the tap had just happened. Its own chunk: app.tsx loads it only when a
 * favourite is waiting (`hasPendingFavourite`).
 */
export async function completePendingFavourite(deps: { api: ApiClient; bus: EventBus; actions: FavouritesActions; refresh: () => void }): Promise<void> {
  const p = takePendingFavourite();
  if (!p) return;
  const { api, bus, actions } = deps;
  actions.setPending(p.experienceId, true);
  actions.setOverride(p.experienceId, OPTIMISTIC);
  try {
    const id = await addFavourite(api, { experienceId: p.experienceId });
    actions.setOverride(p.experienceId, id);
    bus.emit('favourite:changed', { experienceId: p.experienceId, favouriteId: Number(id) });
    actions.openPicker({ experienceId: p.experienceId, favouriteId: id, name: p.name });
  } catch {
    // Already a favourite of this account (or gone): what the server says wins.
    actions.clearOverride(p.experienceId);
    deps.refresh();
  } finally {
    actions.setPending(p.experienceId, false);
  }
}

/** The pending favourite, once (it is removed as it is read); null when none or too old. */
export function takePendingFavourite(now = Date.now()): PendingFavourite | null {
  const s = storage();
  let raw: string | null = null;
  try {
    raw = s?.getItem(PENDING_FAVOURITE_KEY) ?? null;
    s?.removeItem(PENDING_FAVOURITE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<PendingFavourite>;
    if (!Number.isInteger(p.experienceId) || typeof p.name !== 'string' || typeof p.at !== 'number') return null;
    if (now - p.at > PENDING_FAVOURITE_TTL_MS || p.at > now + 60_000) return null;
    return { experienceId: p.experienceId!, name: p.name, at: p.at };
  } catch {
    return null;
  }
}
