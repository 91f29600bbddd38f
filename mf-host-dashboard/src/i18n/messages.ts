import type { Catalogues } from '@tajriba/i18n';
import en from './en.json';
import ar from './ar.json';

/** Both catalogues, eagerly: for tests and tools (the remote itself loads them per language). */
export const messages: Catalogues = { en, ar };
