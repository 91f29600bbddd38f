import { lazyPage } from '@tajriba/design-system';
import { sharedCatalogue } from '../i18n/catalogue';

/** The contact verification dialog, loaded (with its strings) when someone opens it; a failed download says so in its place. */
export const ContactVerificationDialog = lazyPage(() => import('./contact-verification-dialog').then((m) => ({ default: m.ContactVerificationDialog })), {
  messages: sharedCatalogue,
  fallback: null,
  renderError: (message) => message,
  name: 'ContactVerificationDialog',
});
