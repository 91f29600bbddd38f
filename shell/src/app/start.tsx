import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadEventCatalogue } from '@tajriba/event-bus';
import { onSignOut, reloadPrefs, setLocale } from '@tajriba/session/shell';
import { getPrefs, PREFS_STORAGE_KEY } from '@tajriba/session';
import { listenForLoginRequests } from './auth-requests';
import { composeRemotes } from '../features/composition/register-applications';
import { applyDocumentPrefs } from './document-prefs';
import { api, bus, queryClient } from './platform';
import { ShellProviders } from './providers';
import { App } from './app';
import { loadShellMessages } from '../i18n/lazy-messages';
import { restoreSession } from '../shared/restore-session';

export async function startShell(rootEl: HTMLElement): Promise<void> {
  // A shared link that carries its language (`?lang=ar`) opens in it, and it becomes the choice.
  const linked = new URLSearchParams(window.location.search).get('lang');
  if (linked === 'ar' || linked === 'en') setLocale(linked);
  applyDocumentPrefs();
  // Another tab changed language or theme: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === PREFS_STORAGE_KEY) reloadPrefs();
  });
  onSignOut(() => queryClient.clear());
  listenForLoginRequests(bus);

  // The shell's strings come one language at a time: wait for the current one. (Arabic needs no
  // style plugin: every style is written with logical properties, which mirror by themselves.)
  await loadShellMessages(getPrefs().locale);

  const services = { queryClient, api, bus };
  const retry = () => composeRemotes(services);
  // The outlet must exist before single-spa mounts anything into it: wait for React's commit.
  // Rendered as a transition, so React yields to the browser every few milliseconds instead of
  // rendering the whole shell in one task (in a Lighthouse trace it was the page's longest task,
  // attributed to the catalogue chunk whose arrival resumes this function). The edge's header and
  // skeleton stay on screen until the commit, which draws the same.
  await new Promise<void>((committed) => {
    const root = createRoot(rootEl);
    startTransition(() => {
      root.render(
        <Committed done={committed}>
          <ShellProviders>
            <App onRetryRegistry={retry} />
          </ShellProviders>
        </Committed>,
      );
    });
  });
  warmAfterLoad(() => void loadEventCatalogue().catch(() => undefined));
  // Remotes ask for a language switch or a user re-read only after someone acts on a loaded page,
  // so the handlers join after load, out of the first render's JS (route budget).
  warmAfterLoad(() => void import('./account-requests').then((m) => m.listenForAccountRequests(bus, api)).catch(() => undefined));
  // "Message the host" is a click on a loaded page too: its handler joins after load as well.
  warmAfterLoad(() => void import('./chat-requests').then((m) => m.listenForChatRequests(bus)).catch(() => undefined));
  // A new page starts at its top; the first route change follows a click on a loaded page too.
  warmAfterLoad(() => void import('./scroll-reset').then((m) => m.installScrollReset()).catch(() => undefined));
  // Public routes do not wait for the session: the remote loads in parallel with the refresh.
  await Promise.all([composeRemotes(services), restoreSession(api)]);
}

/** Calls `done` once its children are committed (the first time; later renders change nothing). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(() => done(), [done]);
  return children;
}

/**
 * The event schemas are not needed for a first render (the bus loads them on the first emit);
 * fetch them once the page has loaded and the browser is idle, so a later click that emits
 * (favourite, sign-in request) does not wait for them.
 */
function warmAfterLoad(task: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
