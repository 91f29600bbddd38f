import { lazy, Suspense, type ReactNode } from 'react';
import { NotFoundPage } from '../features/layout/lazy-status-pages';
import { PageLoading } from '../shared/page-loading';

/**
 * Composition point for the shell's own pages (route table entries with `remote: 'shell'`):
 * `/auth/signin`, `/redirect`, `/policies/:slug`, `/about-us`, `/contact-us`, `/offers`.
 * Each page is its own chunk, so none of them weighs on the first load of other routes.
 */
export interface ShellPage {
  path: string;
  element: ReactNode;
}

const SignInPage = lazy(() => import('../features/auth/components/sign-in-page'));
const RedirectPage = lazy(() => import('../features/auth/components/redirect-page'));
const contentPages = () => import('../features/content/components/content-pages');
const PolicyPage = lazy(() => contentPages().then((m) => ({ default: m.PolicyPage })));
const AboutPage = lazy(() => contentPages().then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => contentPages().then((m) => ({ default: m.ContactPage })));
const OffersPage = lazy(() => contentPages().then((m) => ({ default: m.OffersPage })));

const page = (el: ReactNode) => <Suspense fallback={<PageLoading />}>{el}</Suspense>;

export const shellPages: ShellPage[] = [
  { path: '/auth/signin', element: page(<SignInPage />) },
  { path: '/redirect', element: page(<RedirectPage />) },
  { path: '/policies/:slug', element: page(<PolicyPage notFound={<NotFoundPage />} />) },
  { path: '/about-us', element: page(<AboutPage />) },
  { path: '/contact-us', element: page(<ContactPage />) },
  { path: '/offers', element: page(<OffersPage />) },
];
