import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tajriba/i18n';
import type { ContentCatalogue } from '../types';

/**
 * The page texts are long, so each language is its own chunk, fetched only when a content
 * page is opened in that language (and kept for the rest of the visit).
 */
export const contentQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', locale],
    queryFn: async (): Promise<ContentCatalogue> => (locale === 'ar' ? (await import('../data/ar')).content : (await import('../data/en')).content),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useContent(locale: Locale) {
  return useQuery(contentQuery(locale));
}
