import { useEffect } from 'react';
import { useDsIntl } from '@tajriba/design-system/core';

export interface PageMeta {
  /** What the page is, in the page's language ("Experiences in Riyadh"); the site's name follows. */
  title?: string;
  /** One or two sentences for search results and shared links, in the page's language. */
  description?: string;
}

/** `<meta name="description">`, `<meta property="og:title">` (Open Graph uses `property`). */
/** The brand, as the logo writes it (not a sentence: no catalogue, nothing to load for it). */
const SITE_NAME = { en: 'Tajriba', ar: 'تجربة' } as const;

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Every route names itself (WCAG 2.4.2 "Page Titled"): the browser tab, the history list, a
 * bookmark and a shared link say which page it is, in the page's language — "Experiences in
 * Riyadh · Tajriba". Without a title yet (data still loading) the site's name alone shows, never
 * the previous page's. The description goes into `<meta name="description">` and the Open Graph
 * title and description a link preview reads.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  const { locale } = useDsIntl();
  const site = SITE_NAME[locale === 'ar' ? 'ar' : 'en'];
  const full = title ? `${title} · ${site}` : site;
  useEffect(() => {
    document.title = full;
    setMeta('property', 'og:title', full);
    if (description !== undefined) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
  }, [full, description]);
}
