import type { Catalogues } from '@tajriba/i18n';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** The federation layer's own strings (error panel, overrides badge). */
export const federationMessages: Catalogues = { en, ar };
