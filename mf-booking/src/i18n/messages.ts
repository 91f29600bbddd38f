import type { Catalogues } from '@tajriba/i18n';
import en from './en.json';
import ar from './ar.json';
import afterPaymentEn from '../shared/after-payment/i18n/en.json';
import afterPaymentAr from '../shared/after-payment/i18n/ar.json';
import cardEn from '../shared/card-form/i18n/en.json';
import cardAr from '../shared/card-form/i18n/ar.json';

/**
 * The remote's catalogues, eagerly and merged: for tests and tools (the remote itself loads the main
 * one per language, the after-payment one with the pages after the payment, the card form's with the form).
 */
export const messages: Catalogues = { en: { ...en, ...afterPaymentEn, ...cardEn }, ar: { ...ar, ...afterPaymentAr, ...cardAr } };
