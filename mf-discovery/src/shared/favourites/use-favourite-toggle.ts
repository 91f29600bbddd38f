import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio/react';
import { isApiError } from '@tajriba/api-client';
import { Msg } from '@tajriba/contracts/constants';
import { showToast, useResolveMessage } from '@tajriba/design-system';
import { useRemote } from '@tajriba/federation';
import { useSession } from '@tajriba/session';
import { useLoginRequest } from '../lib/use-login-request';
import { addFavourite, favouriteKeys, removeFavourite } from '@tajriba/data-access/favourites';
import { useFavouritesActions, useFavouritesStore } from './favourites-store';
import { rememberFavourite } from './pending-favourite';

/** Spec §8: favourite failures show as a top-centre toast for 5 seconds. */
export const FAVOURITE_TOAST_MS = 5000;
export const OPTIMISTIC = 'optimistic';

/**
 * The favourite toggle (spec §4): no favourite id → add (the server answers the new id as a
 * string), an id → remove. Optimistic, one call at a time, and a visitor or a 401 gets the
 * shell's login flow instead.
 */
export function useFavouriteToggle(experienceId: number, serverFavouriteId: string | null, name: string) {
  const snap = useSnapshot(useFavouritesStore());
  const actions = useFavouritesActions();
  const { api, bus } = useRemote();
  const session = useSession();
  const requestLogin = useLoginRequest();
  const resolve = useResolveMessage();
  const client = useQueryClient();
  const favouriteId = experienceId in snap.overrides ? snap.overrides[experienceId] : serverFavouriteId;
  const pending = !!snap.pending[experienceId];
  const userId = session.user?.id ?? 0;

  const toggle = useCallback(async () => {
    if (!session.isSignedIn) {
      // Saved once the person has signed in (useCompletePendingFavourite).
      rememberFavourite(experienceId, name);
      requestLogin('action');
      return;
    }
    if (actions.isPending(experienceId)) return;
    const previous = actions.current(experienceId, serverFavouriteId);
    actions.setPending(experienceId, true);
    actions.setOverride(experienceId, previous ? null : OPTIMISTIC);
    try {
      if (previous) {
        await removeFavourite(api, previous);
        actions.setOverride(experienceId, null);
        bus.emit('favourite:changed', { experienceId, favouriteId: null });
      } else {
        const id = await addFavourite(api, { experienceId });
        actions.setOverride(experienceId, id);
        bus.emit('favourite:changed', { experienceId, favouriteId: Number(id) });
        actions.openPicker({ experienceId, favouriteId: id, name });
      }
      void client.invalidateQueries({ queryKey: favouriteKeys.all(userId) });
    } catch (e) {
      actions.setOverride(experienceId, previous);
      if (isApiError(e) && e.status === 401) requestLogin('unauthorized');
      else {
        const first = isApiError(e) ? e.errors[0] : undefined;
        showToast({ kind: 'error', message: String(resolve(first ?? Msg.somethingWentWrong)), duration: FAVOURITE_TOAST_MS });
      }
    } finally {
      actions.setPending(experienceId, false);
    }
  }, [session.isSignedIn, userId, requestLogin, actions, experienceId, serverFavouriteId, api, bus, name, client, resolve]);

  return { isFavourite: !!favouriteId, favouriteId: favouriteId === OPTIMISTIC ? null : favouriteId, pending, toggle };
}

