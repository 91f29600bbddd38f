import { proxy } from 'valtio/vanilla';
import { useSnapshot } from 'valtio/react';

export type AuthView = 'signin' | 'signup' | 'phone' | 'forgot' | 'become-host';
export type AuthMode = 'guest' | 'host';

export interface AuthUiState {
  view: AuthView | null;
  mode: AuthMode;
  /** where to go after a successful login; stays on the page when absent */
  redirect?: string;
}

/**
 * Which auth dialog is open. The header, guards and `auth:login-requested` open it; the auth
 * feature renders the modal from it. One store for the whole shell (not per mount): the shell
 * never unmounts.
 */
export const authUi = proxy<AuthUiState>({ view: null, mode: 'guest' });

export function openAuth(view: AuthView, opts: { mode?: AuthMode; redirect?: string } = {}): void {
  authUi.view = view;
  authUi.mode = opts.mode ?? (view === 'become-host' ? 'host' : 'guest');
  authUi.redirect = opts.redirect;
}

export function closeAuth(): void {
  authUi.view = null;
  authUi.redirect = undefined;
}

export const useAuthUi = (): AuthUiState => useSnapshot(authUi) as AuthUiState;
