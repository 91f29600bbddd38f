/** Test helpers: the remote mounted as the shell mounts it (@tajriba/testing's renderRemote), for every feature's tests. */
import type { ReactElement } from 'react';
import { makeUser } from '@tajriba/contracts/testing';
import type { RemoteMountProps } from '@tajriba/federation';
import { renderRemote as renderInShell } from '@tajriba/testing';
import { App } from '../app/app';
import { messages } from '../i18n/messages';

/** The signed-in guest of these tests (the kit's one user fixture). */
export const testUser = makeUser();

/** The remote (or `element`) at `route`, in `locale`; `extra` overrides mount props such as `api` and `bus`. */
export function renderRemote(route: string, locale: 'en' | 'ar', signedIn = false, extra: Partial<RemoteMountProps> = {}, element?: ReactElement) {
  return renderInShell(element ?? <App />, { name: 'mf-host-dashboard', messages, route, locale, user: signedIn ? testUser : false, props: extra });
}
