/**
 * For tests and tools: every string of the shell in both languages, in memory. The app loads them
 * one language and one feature at a time: this folder's catalogue before the first render
 * (lazy-messages.ts), each feature's (`features/<f>/i18n/`) with that feature's chunk.
 */
import { mergeMessages, type Catalogues } from '@tajriba/i18n';
import en from './en.json';
import ar from './ar.json';
import siteEn from '../shared/i18n/en.json';
import siteAr from '../shared/i18n/ar.json';
import layoutEn from '../features/layout/i18n/en.json';
import layoutAr from '../features/layout/i18n/ar.json';
import authEn from '../features/auth/i18n/en.json';
import authAr from '../features/auth/i18n/ar.json';
import contentEn from '../features/content/i18n/en.json';
import contentAr from '../features/content/i18n/ar.json';

/** The root catalogue only: what the first render has. */
export const shellRootMessages: Catalogues = { en, ar };

export const shellMessages: Catalogues = {
  en: mergeMessages(en, siteEn, layoutEn, authEn, contentEn),
  ar: mergeMessages(ar, siteAr, layoutAr, authAr, contentAr),
};
