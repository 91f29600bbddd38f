/**
 * Composition point for the auth flows (sign-in / sign-up / phone / forgot / become-host
 * dialogs). The auth feature renders its modal host here, driven by `shared/auth-ui.ts`:
 *
 *   import { AuthModalHost } from '../features/auth/auth-modal-host';
 *   export function AuthSlot() { return <AuthModalHost />; }
 *
 * Until that feature lands nothing is rendered (no placeholder dialog).
 */
export function AuthSlot() {
  return null;
}
