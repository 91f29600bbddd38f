import type { Catalogues } from '@tajriba/i18n';
import en from './en.json';
import ar from './ar.json';

export const discoveryMessages: Catalogues = { en, ar };
