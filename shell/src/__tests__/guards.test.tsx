import { act, screen } from '@testing-library/react';
import { composeRoutes, RoleId, type RemoteRoute as RouteDecl } from '@tajriba/contracts/platform';
import { applyTokenResponse } from '@tajriba/session/shell';
import { sessionStore } from '@tajriba/session';
import { decideAccess } from '../app/access';
import { RemoteRoute } from '../features/composition/remote-route';
import { compositionStore } from '../features/composition/composition-store';
import { isActive } from '../features/composition/register-applications';
import { ForbiddenPage, NotFoundPage } from '../features/layout/status-pages';
import { RouteSkeleton } from '../features/layout/route-skeleton';
import { makeUser, tokenFor } from './fixtures';
import { renderShell } from './render';
import { resetShellState } from '@tajriba/testing';

const at = (path: string) => new URL(`http://site${path}`);

// What the registry document of an environment says: each remote's routes come from its contract.
const entry = (routes: RouteDecl[]) => ({ version: '1.0.0', manifest: '/m.json', entry: '/e.js', contractVersion: '1.0.0', routes });
const doc = {
  remotes: {
    'mf-discovery': entry([
      { path: '/', access: 'public' },
      { path: '/experiences/details/:id', access: 'public' },
    ]),
    'mf-account': entry([
      { path: '/profile', access: 'signed-in' },
      { path: '/reservations/details/:id', access: 'client' },
    ]),
    'mf-host-dashboard': entry([{ path: '/dashboard', access: 'host' }]),
    'mf-back-office': entry([{ path: '/back-office', access: 'staff' }]),
  },
};

function show(path: string) {
  return renderShell(<RemoteRoute notFound={<NotFoundPage />} notAvailable={<NotFoundPage notAvailable />} forbidden={(access) => <ForbiddenPage staffOnly={access === 'staff'} />} loading={<RouteSkeleton />} onRetryRegistry={async () => {}} />, { route: path, path: '*' });
}

beforeEach(() => {
  resetShellState();
  act(() => {
    Object.assign(compositionStore, { status: 'ready', remotes: Object.keys(doc.remotes), env: 'dev', routes: composeRoutes(doc) });
  });
});

describe('access decisions', () => {
  it('follow the route classes of the spec', () => {
    const visitor = { status: 'signedOut' as const, role: null };
    const guest = { status: 'signedIn' as const, role: RoleId.Guest };
    const host = { status: 'signedIn' as const, role: RoleId.Host };
    expect(decideAccess('public', visitor)).toBe('allow');
    expect(decideAccess('signed-in', visitor)).toBe('signin');
    expect(decideAccess('signed-in', guest)).toBe('allow');
    expect(decideAccess('client', visitor)).toBe('signin');
    expect(decideAccess('client', guest)).toBe('allow');
    expect(decideAccess('host', guest)).toBe('forbidden');
    expect(decideAccess('host', host)).toBe('allow');
    expect(decideAccess('host', { status: 'signedIn', role: RoleId.Admin })).toBe('allow');
    expect(decideAccess('staff', host)).toBe('forbidden');
    expect(decideAccess('staff', { status: 'signedIn', role: RoleId.Moderator })).toBe('allow');
    expect(decideAccess('staff', visitor)).toBe('signin');
    expect(decideAccess('signed-in', { status: 'unknown', role: null })).toBe('wait');
  });
});

describe('remote routes', () => {
  it('sends a visitor on a protected route to sign-in with the redirect', () => {
    show('/reservations/details/9?tab=1');
    expect(screen.getAllByTestId('location')[0]).toHaveTextContent('/auth/signin?redirect=%2Freservations%2Fdetails%2F9%3Ftab%3D1');
  });

  it('shows a signed-in guest the host-only page instead of a host route', () => {
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Guest))));
    show('/dashboard');
    expect(screen.getByRole('heading', { name: 'This page is for hosts' })).toBeInTheDocument();
  });

  it('keeps the page skeleton in the main area (no page of its own) when the remote may mount', () => {
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Host))));
    show('/dashboard');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    // The skeleton hides itself with CSS once the outlet has content (src/index.html).
    expect(screen.getByTestId('route-skeleton')).toBeInTheDocument();
  });

  it('shows a host the staff-only route as forbidden, without offering hosting', () => {
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Host))));
    show('/back-office');
    expect(screen.getByRole('heading', { name: 'This page is for the Tajriba team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a host' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it("renders the shell's 404 for a URL no remote of the document routes", () => {
    show('/messages');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says "not available yet", with the way home, on a route of an area published but not deployed here (never a 404)', () => {
    const withUndeployed = { ...doc, undeployed: { 'mf-messaging': { routes: [{ path: '/messages', access: 'public' as const }] } } };
    act(() => {
      Object.assign(compositionStore, { routes: composeRoutes(withUndeployed) });
    });
    show('/messages');
    expect(screen.getByRole('heading', { name: "This part of Tajriba isn't open yet" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // its menu links stay hidden: menus come from the deployed remotes' entries only
    expect(compositionStore.remotes).not.toContain('mf-messaging');
  });

  it('waits for the document before deciding that a URL does not exist', () => {
    act(() => {
      Object.assign(compositionStore, { status: 'loading', routes: composeRoutes(null) });
    });
    show('/messages');
    expect(screen.getByTestId('route-skeleton')).toBeInTheDocument();
  });

  it('waits (page skeleton) while the session is being restored instead of redirecting', () => {
    act(() => {
      sessionStore.status = 'unknown';
    });
    show('/profile');
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('route-skeleton')).toBeInTheDocument();
    expect(screen.getAllByTestId('location')[0]).toHaveTextContent('/profile');
  });

  it('offers a retry when the registry could not be read', () => {
    act(() => {
      compositionStore.status = 'failed';
    });
    show('/');
    expect(screen.getByText("We couldn't reach the site's configuration. Check your connection and try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('single-spa activity', () => {
  it('activates a remote only on its own routes and only for people allowed there', () => {
    expect(isActive('mf-discovery', at('/'))).toBe(true);
    expect(isActive('mf-discovery', at('/experiences/details/3'))).toBe(true);
    expect(isActive('mf-discovery', at('/experiences/details/3/checkout'))).toBe(false);
    expect(isActive('mf-account', at('/'))).toBe(false);
    expect(isActive('mf-account', at('/profile'))).toBe(false);
    act(() => applyTokenResponse(tokenFor(makeUser())));
    expect(isActive('mf-account', at('/profile'))).toBe(true);
    expect(isActive('mf-host-dashboard', at('/dashboard'))).toBe(false);
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Host))));
    expect(isActive('mf-host-dashboard', at('/dashboard'))).toBe(true);
    expect(isActive('mf-back-office', at('/back-office'))).toBe(false);
  });

  it('activates a remote published after the shell was built, on the routes its document entry declares', () => {
    expect(isActive('mf-brand-new', at('/brand-new/7'))).toBe(false);
    act(() => {
      compositionStore.routes = composeRoutes({ remotes: { ...doc.remotes, 'mf-brand-new': entry([{ path: '/brand-new/:id', access: 'public' }]) } });
    });
    expect(isActive('mf-brand-new', at('/brand-new/7'))).toBe(true);
  });
});
