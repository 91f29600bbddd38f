import type { PolicySlug } from '@tajriba/contracts/platform';

/** A link inside the content: a site path (with query) rendered as a router link. */
export interface ContentLink {
  label: string;
  to: string;
}

export interface ContentSection {
  /** anchor id, stable across languages so a shared link opens the same section */
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  links?: ContentLink[];
}

export interface ContentPage {
  title: string;
  summary: string;
  /** `yyyy-MM-dd` of the last substantive change */
  updated: string;
  sections: ContentSection[];
}

export type ContentKey = PolicySlug | 'about-us' | 'offers' | 'contact-us';

/** One language's content; both languages hold the same keys and section ids (a test checks). */
export type ContentCatalogue = Record<ContentKey, ContentPage>;
