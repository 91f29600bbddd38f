import type { Catalogues } from '@tajriba/i18n';
import en from './en.json';
import ar from './ar.json';

/** The content pages' interface strings; the page texts themselves live in `../data`. */
export const contentMessages: Catalogues = { en, ar };
