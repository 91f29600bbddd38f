import type { Catalogues } from '@tajriba/i18n';
import en from './en.json';
import ar from './ar.json';
import wizardEn from '../features/wizard/i18n/en.json';
import wizardAr from '../features/wizard/i18n/ar.json';
import moderationEn from '../features/moderation/i18n/en.json';
import moderationAr from '../features/moderation/i18n/ar.json';

/** Every string of this remote, eagerly (the root's and each feature's): for tests and tools. The remote itself loads them per language and per feature. */
export const messages: Catalogues = { en: { ...en, ...wizardEn, ...moderationEn }, ar: { ...ar, ...wizardAr, ...moderationAr } };
