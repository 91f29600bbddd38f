/**
 * `createDevHarness`: runs one remote alone (`npm run dev -w mf-xxx`) with what the shell would give
 * it — the same lifecycles the shell loads, mounted with the real platform services (the session
 * and preference stores, the event bus, an API client through the dev server's proxy, one
 * QueryClient) — and a bar to switch language, theme and who is signed in (visitor, guest, host;
 * the users are `makeUser()`'s, with a token the API refuses, so calls that need a real session
 * answer 401 as they would for an expired one).
 *
 * A remote's `src/dev/index.ts` is only the async boundary (shared modules initialise first):
 *
 *   void Promise.all([import('@tajriba/testing/dev-harness'), import('../remote-entry'), import('../../contract')])
 *     .then(([{ createDevHarness }, lifecycles, { contract }]) => createDevHarness({ name: 'mf-xxx', lifecycles, contract }));
 *
 * Browser code, bundled only by `webpack serve` (the harness entry); never part of a published build.
 */
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { createSessionApiClient } from '@tajriba/api-client';
import { getEventBus } from '@tajriba/event-bus';
import { getPrefs, getSession, usePrefs, useSession } from '@tajriba/session';
import { applyTokenResponse, markSignedOut, setLocale, setTheme } from '@tajriba/session/shell';
import { DesignSystemRoot, GlobalStyle } from '@tajriba/design-system';
import type { LifeCycles, RemoteMountProps } from '@tajriba/federation';
import { makeUser } from '@tajriba/contracts/testing';

export interface DevHarnessOptions {
  /** the remote's name, as the shell mounts it */
  name: string;
  /** its `./app` module (`import('../remote-entry')`): single-spa lifecycles */
  lifecycles: LifeCycles;
  /** its contract: the harness opens on the first declared route when started at `/` */
  contract?: { routes: ReadonlyArray<{ path: string }> };
  /** the document to mount into (tests) */
  document?: Document;
}

export interface DevHarness {
  /** the props the remote was mounted with */
  props: RemoteMountProps;
  /** unmounts the remote and the bar */
  unmount: () => Promise<void>;
}

type Who = 'visitor' | 'guest' | 'host';

/** `/experiences/details/:id` → `/experiences/details/1`: a concrete address for a declared route. */
export const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1');

function signInAs(who: Who) {
  if (who === 'visitor') markSignedOut();
  else applyTokenResponse({ accessToken: 'dev-harness', expiresIn: 3600, tokenType: 'Bearer', user: makeUser({ host: who === 'host' }) });
}

function Bar({ name }: { name: string }) {
  const prefs = usePrefs();
  const session = useSession();
  const who: Who = !session.isSignedIn ? 'visitor' : session.isHost ? 'host' : 'guest';
  return (
    <DesignSystemRoot mode={prefs.theme} dir={prefs.dir} toasts={false}>
      <GlobalStyle />
      {/* Developer tooling, never shown to users: English only, like the dev server's overlay. */}
      <div style={{ display: 'flex', gap: 12, padding: 8, borderBottom: '1px solid #8884', fontSize: 14, alignItems: 'center' }}>
        <strong>{name}</strong>
        <select aria-label="Language" value={prefs.locale} onChange={(e) => setLocale(e.target.value as 'en' | 'ar')}>
          <option value="en">English</option>
          <option value="ar">العربية</option>
        </select>
        <select aria-label="Theme" value={prefs.theme} onChange={(e) => setTheme(e.target.value as 'light' | 'dark')}>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
        <select aria-label="Session" value={who} onChange={(e) => signInAs(e.target.value as Who)}>
          <option value="visitor">Visitor</option>
          <option value="guest">Signed-in guest</option>
          <option value="host">Signed-in host</option>
        </select>
      </div>
    </DesignSystemRoot>
  );
}

function slot(doc: Document, id: string): HTMLElement {
  const existing = doc.getElementById(id);
  if (existing) return existing;
  const el = doc.createElement('div');
  el.id = id;
  doc.body.append(el);
  return el;
}

/** Mounts the bar and the remote; resolves once the remote is mounted. */
export async function createDevHarness({ name, lifecycles, contract, document: doc = document }: DevHarnessOptions): Promise<DevHarness> {
  markSignedOut();
  const win = doc.defaultView ?? window;
  // At / (the dev server's start) a remote whose routes are elsewhere would render nothing.
  const first = contract?.routes[0]?.path;
  if (first && win.location.pathname === '/' && first !== '/') win.history.replaceState(null, '', samplePath(first));
  doc.title = `${name} — dev harness`;
  const applyDocument = () => {
    const p = getPrefs();
    doc.documentElement.lang = p.locale;
    doc.documentElement.dir = p.dir;
    doc.documentElement.dataset.theme = p.theme;
  };
  applyDocument();
  const bus = getEventBus();
  const offLocale = bus.on('locale:changed', applyDocument);
  const offTheme = bus.on('theme:changed', applyDocument);
  const bar = createRoot(slot(doc, 'harness'));
  bar.render(<Bar name={name} />);

  const prefs = getPrefs();
  const remoteElement = slot(doc, 'remote');
  const props = {
    name,
    session: getSession(),
    locale: prefs.locale,
    dir: prefs.dir,
    theme: prefs.theme,
    queryClient: new QueryClient(),
    bus,
    api: createSessionApiClient(),
    env: 'dev',
    domElementGetter: () => remoteElement,
  } as RemoteMountProps;
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return {
    props,
    unmount: async () => {
      await lifecycles.unmount(props);
      bar.unmount();
      offLocale();
      offTheme();
    },
  };
}
