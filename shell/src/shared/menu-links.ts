import { useSnapshot } from 'valtio/react';
import { canonicalRoute, composeRoutes, type MenuLink, type RoutedDocument } from '@tajriba/contracts/constants';
import type { ReadonlySession } from '@tajriba/session';
import { decideAccess } from '../app/access';
import { menuSource } from './menu-source';

/**
 * The links the document's remotes add to the shell's menus (each from its contract's `menu`), kept
 * only when the remote really routes the path: a menu never links to a page that is not there.
 * Imported by the menus' lazy chunks only.
 */
export function composeMenu(remotes: RoutedDocument['remotes']): MenuLink[] {
  const routes = composeRoutes({ remotes });
  const out: MenuLink[] = [];
  for (const name of Object.keys(remotes).sort()) {
    for (const m of remotes[name].menu ?? []) {
      const route = routes.find((r) => r.remote === name && canonicalRoute(r.path) === canonicalRoute(m.path));
      if (route) out.push({ ...m, remote: route.remote as MenuLink['remote'], access: route.access });
    }
  }
  return out;
}

/** A menu's links (all sides), from the composed document. */
export function useMenuLinks(placement: MenuLink['placement']): MenuLink[] {
  const { remotes } = useSnapshot(menuSource) as { remotes: RoutedDocument['remotes'] };
  return composeMenu(remotes).filter((m) => m.placement === placement);
}

/** The links this visitor sees: the side they act on (guest or host mode), routes they may open. */
export function visibleTo(links: readonly MenuLink[], session: Pick<ReadonlySession, 'status' | 'role' | 'isHost'>): MenuLink[] {
  const side = session.isHost ? 'host' : 'guest';
  return links.filter((m) => (m.side === 'any' || m.side === side) && decideAccess(m.access, session) === 'allow');
}
