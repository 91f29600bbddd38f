import { createContext, useContext } from 'react';
import type { TokenResponseData } from '@tajriba/contracts/platform';
import type { AuthMode, AuthView } from '../../../shared/auth-ui';

export interface AuthFlowValue {
  /** In the dialog or on the `/auth/signin` page: the same views, different exits. */
  variant: 'modal' | 'page';
  mode: AuthMode;
  /** An e-mail typed in one view carried into the next (sign-in → forgot password). */
  email?: string;
  go(view: AuthView, opts?: { mode?: AuthMode; email?: string }): void;
  /** Put a token response into the session (memory only; emits `auth:session-changed`). */
  signIn(token: TokenResponseData): void;
  /** Leave the flow: close the dialog / leave the page, to `to` or the requested redirect. */
  finish(opts?: { to?: string; delayMs?: number }): void;
  /**
   * The view holds something a person would lose by closing (a confirmed e-mail with a half-filled
   * form): while held, Esc, the close button or the backdrop ask before closing the dialog.
   */
  holdProgress?(held: boolean): void;
}

const Ctx = createContext<AuthFlowValue | null>(null);
export const AuthFlowProvider = Ctx.Provider;

export function useAuthFlow(): AuthFlowValue {
  const v = useContext(Ctx);
  if (!v) throw new Error('useAuthFlow outside AuthFlowProvider');
  return v;
}
