import type { Catalogues } from '@tajriba/i18n';
import en from './en.json';
import ar from './ar.json';

export const shellMessages: Catalogues = { en, ar };
