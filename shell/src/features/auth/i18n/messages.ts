import type { Catalogues } from '@tajriba/i18n';
import en from './en.json';
import ar from './ar.json';

/** Loaded with the auth dialog and page chunks, merged over the shell's messages. */
export const authMessages: Catalogues = { en, ar };
