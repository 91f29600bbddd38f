import type { Catalogues } from '@tajriba/i18n';
import en from './en.json';
import ar from './ar.json';

/** The design system's own strings; merge them into every root's catalogue. */
export const designSystemMessages: Catalogues = { en, ar };
