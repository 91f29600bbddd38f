import type { ReactNode } from 'react';
import { lazyWithMessages, lazyWithRetry } from '@tajriba/design-system';
import { NotFoundPage } from '../features/layout/lazy-status-pages';
import { LazyPage } from '../shared/page-loading';
import { authCatalogue } from '../features/auth/i18n/catalogue';
import { contentCatalogue } from '../features/content/i18n/catalogue';
import { siteLinksCatalogue } from '../shared/i18n/catalogue';

/**
 * Composition point for the shell's own pages (route table entries with `remote: 'shell'`):
 * `/auth/signin`, `/redirect`, `/policies/:slug`, `/about-us`, `/contact-us`, `/offers`.
 * Each page is its own chunk, with its feature's strings (`features/<f>/i18n/`, downloaded beside
 * it), so none of them weighs on the first load of other routes; a chunk that fails to download leaves "This part didn't load." with Retry in the page's place.
 */
export interface ShellPage {
  path: string;
  element: ReactNode;
}

const SignInPage = lazyWithMessages(() => import('../features/auth/components/sign-in-page'), authCatalogue);
const RedirectPage = lazyWithRetry(() => import('../features/auth/components/redirect-page'));
const contentPages = () => import('../features/content/components/content-pages');
const PolicyPage = lazyWithMessages(() => contentPages().then((m) => ({ default: m.PolicyPage })), [siteLinksCatalogue, contentCatalogue]);
const AboutPage = lazyWithMessages(() => contentPages().then((m) => ({ default: m.AboutPage })), [siteLinksCatalogue, contentCatalogue]);
const ContactPage = lazyWithMessages(() => contentPages().then((m) => ({ default: m.ContactPage })), [siteLinksCatalogue, contentCatalogue]);
const OffersPage = lazyWithMessages(() => contentPages().then((m) => ({ default: m.OffersPage })), [siteLinksCatalogue, contentCatalogue]);

// Keyed by path: a page that failed to load must not leave its message on the next page.
const page = (path: string, el: ReactNode): ShellPage => ({
  path,
  element: (
    <LazyPage key={path}>
      {el}
    </LazyPage>
  ),
});

export const shellPages: ShellPage[] = [
  page('/auth/signin', <SignInPage />),
  page('/redirect', <RedirectPage />),
  page('/policies/:slug', <PolicyPage notFound={<NotFoundPage />} />),
  page('/about-us', <AboutPage />),
  page('/contact-us', <ContactPage />),
  page('/offers', <OffersPage />),
];
