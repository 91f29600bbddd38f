import type { ReactNode } from 'react';

/**
 * Composition point for the shell's own pages (route table entries with `remote: 'shell'`):
 * `/auth/signin`, `/redirect`, `/policies/:slug`, `/about-us`, `/contact-us`, `/offers`.
 * The auth and content features register their page components here; a shell route without
 * an entry renders the 404 page.
 */
export interface ShellPage {
  path: string;
  element: ReactNode;
}

export const shellPages: ShellPage[] = [];
