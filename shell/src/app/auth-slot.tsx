import { AuthModalHost } from '../features/auth/auth-modal-host';

/**
 * Composition point for the auth flows (sign-in / sign-up / phone / forgot / become-host
 * dialogs), driven by `shared/auth-ui.ts`. The dialog's code loads on first open.
 */
export function AuthSlot() {
  return <AuthModalHost />;
}
