/**
 * For tests: every string of this remote in both languages, in memory (tests render
 * synchronously). The app loads them one language and one feature at a time: the root catalogue
 * (i18n/) before the first mount, each feature's with its chunk.
 */
import { mergeMessages, type Catalogues } from '@tajriba/i18n';
import rootEn from '../i18n/en.json';
import rootAr from '../i18n/ar.json';
import sharedEn from '../shared/i18n/en.json';
import sharedAr from '../shared/i18n/ar.json';
import searchEn from '../features/search/i18n/en.json';
import searchAr from '../features/search/i18n/ar.json';
import detailEn from '../features/experience-detail/i18n/en.json';
import detailAr from '../features/experience-detail/i18n/ar.json';
import hostEn from '../features/host-profile/i18n/en.json';
import hostAr from '../features/host-profile/i18n/ar.json';
import wishlistEn from '../shared/favourites/i18n/en.json';
import wishlistAr from '../shared/favourites/i18n/ar.json';

/** The root catalogue only: what the first mount has before any feature's strings arrive. */
export const discoveryRootMessages: Catalogues = { en: rootEn, ar: rootAr };

export const discoveryMessages: Catalogues = {
  en: mergeMessages(rootEn, sharedEn, searchEn, detailEn, hostEn, wishlistEn),
  ar: mergeMessages(rootAr, sharedAr, searchAr, detailAr, hostAr, wishlistAr),
};
