import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { proxy } from 'valtio/vanilla';

export interface FavouritesState {
  /** experience id → favourite id (null = not a favourite) after a toggle on this page */
  overrides: Record<number, string | null>;
  /** experience ids whose toggle call is running */
  pending: Record<number, true>;
  /** the "save to a list" dialog, opened after a successful add (or from the detail page) */
  picker: { experienceId: number; favouriteId: string; name: string } | null;
}

const Ctx = createContext<FavouritesState | null>(null);

/**
 * One store per mount (CONVENTIONS "stores inside a provider"): cards of the same experience in
 * several lists agree after a toggle, and a remount starts clean.
 */
export function FavouritesStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => proxy<FavouritesState>({ overrides: {}, pending: {}, picker: null }));
  return <Ctx.Provider value={store}>{children}</Ctx.Provider>;
}

export function useFavouritesStore(): FavouritesState {
  const store = useContext(Ctx);
  if (!store) throw new Error('useFavouritesStore() needs <FavouritesStoreProvider>');
  return store;
}

/** The store's writes, as functions (components never mutate what a hook returned). */
export function favouritesActions(store: FavouritesState) {
  return {
    setOverride(experienceId: number, favouriteId: string | null) {
      store.overrides[experienceId] = favouriteId;
    },
    /** Back to what the server says for this experience. */
    clearOverride(experienceId: number) {
      delete store.overrides[experienceId];
    },
    setPending(experienceId: number, pending: boolean) {
      if (pending) store.pending[experienceId] = true;
      else delete store.pending[experienceId];
    },
    openPicker(picker: FavouritesState['picker']) {
      store.picker = picker;
    },
    reset() {
      store.overrides = {};
      store.pending = {};
      store.picker = null;
    },
    current(experienceId: number, serverFavouriteId: string | null): string | null {
      return experienceId in store.overrides ? store.overrides[experienceId] : serverFavouriteId;
    },
    isPending: (experienceId: number) => !!store.pending[experienceId],
  };
}

export type FavouritesActions = ReturnType<typeof favouritesActions>;

export function useFavouritesActions() {
  const store = useFavouritesStore();
  return useMemo(() => favouritesActions(store), [store]);
}
