import { RoleId } from '@tajriba/contracts/constants';
import { applyTokenResponse, signOutLocally } from '@tajriba/session/shell';
import { api } from '../../app/platform';

/** The header is on every first render; its actions' schemas load when an action is taken. */
const platformSchema =
  <S>(pick: (m: typeof import('@tajriba/contracts/platform')) => S) =>
  () =>
    import('@tajriba/contracts/platform').then(pick);

/**
 * Switch guest ↔ host. The API answers with a fresh token whose claims carry the new role, so
 * guards and every remote see the change at once.
 */
export async function switchRole(to: 'host' | 'guest'): Promise<void> {
  const res = await api.post('/Connect/SwitchRole', { roleId: to === 'host' ? RoleId.Host : RoleId.Guest }, platformSchema((m) => m.envelope(m.tokenResponseSchema)));
  applyTokenResponse(res.data);
}

/**
 * Clear the tab, then revoke the refresh cookie server-side (the cookie, not the token, says
 * whose). In this order a request still in flight that the API now refuses (it refuses a
 * signed-out session's token at once) finds the tab already signed out: the client neither asks
 * for a login nor lets a refresh sign the tab back in.
 */
export async function signOut(): Promise<void> {
  signOutLocally();
  try {
    await api.post('/Connect/Logout', {}, platformSchema((m) => m.emptyEnvelopeSchema));
  } catch {
    // Already signed out on the server, or offline: the tab is signed out all the same.
  }
}
