import { useEffect, type ComponentType, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, useParams } from 'react-router';
import { ContractRoutes } from '../contract-routes';

// As a remote's contract.ts declares them.
const routes = [
  { path: '/things', access: 'public' },
  { path: '/things/:id', access: 'signed-in' },
] as const;

function at(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ContractRoutes routes={routes} pages={{ '/things': <h1>list</h1>, '/things/:id': <h1>one</h1> }} />
    </MemoryRouter>,
  );
}

// A remote with an area whose pages share a frame (account settings' side navigation).
const framedRoutes = [
  { path: '/settings/profile', access: 'signed-in' },
  { path: '/settings/cards/:id', access: 'signed-in' },
  { path: '/help', access: 'public' },
] as const;

/** Counts how many times a frame was mounted (a re-mount would run the effect again). */
function trackMounts() {
  const mounts: string[] = [];
  function Frame({ children }: { children?: ReactNode }) {
    useEffect(() => {
      mounts.push('frame');
    }, []);
    return (
      <section data-testid="frame">
        <nav aria-label="settings sections">
          <Link to="/settings/profile">profile</Link> <Link to="/settings/cards/4">card 4</Link> <Link to="/settings/cards/5">card 5</Link>
          <Link to="/settings">settings</Link> <Link to="/settings/profile/more">more</Link>
        </nav>
        {children ?? <Outlet />}
      </section>
    );
  }
  return { mounts, Frame };
}

function Card() {
  return <h1>card {useParams().id}</h1>;
}

/** The settings pages in their frame, the help page alone. */
function framedApp(Frame: ComponentType) {
  return (
    <ContractRoutes
      routes={framedRoutes}
      layouts={[{ element: <Frame />, paths: ['/settings/profile', '/settings/cards/:id'] }]}
      pages={{ '/settings/profile': <h1>profile</h1>, '/settings/cards/:id': <Card />, '/help': <h1>help</h1> }}
    />
  );
}

/** The app at `url`; `go` follows one of the frame's links, as the visitor would. */
function renderAt(url: string, app: ReactNode) {
  const view = render(<MemoryRouter initialEntries={[url]}>{app}</MemoryRouter>);
  return { ...view, go: (name: string) => fireEvent.click(screen.getByRole('link', { name })) };
}

describe('ContractRoutes', () => {
  it('renders the page the app gives for each route of the contract', () => {
    at('/things');
    expect(screen.getByRole('heading', { name: 'list' })).toBeInTheDocument();
  });

  it('matches parameters as the contract writes them', () => {
    at('/things/7');
    expect(screen.getByRole('heading', { name: 'one' })).toBeInTheDocument();
  });

  it('renders nothing on a path the contract does not declare (the shell shows its 404)', () => {
    expect(at('/elsewhere').container.textContent).toBe('');
  });

  describe('layouts', () => {
    it('renders a layout page inside its frame, at its contract URL with its parameters', () => {
      const { Frame } = trackMounts();
      renderAt('/settings/cards/7', framedApp(Frame));
      expect(screen.getByTestId('frame')).toContainElement(screen.getByRole('heading', { name: 'card 7' }));
    });

    it('keeps the frame mounted, the same DOM node, while the visitor moves between its pages', () => {
      const { mounts, Frame } = trackMounts();
      const { go } = renderAt('/settings/profile', framedApp(Frame));
      const frame = screen.getByTestId('frame');
      const nav = screen.getByRole('navigation', { name: 'settings sections' });
      go('card 4');
      expect(screen.getByRole('heading', { name: 'card 4' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'profile' })).not.toBeInTheDocument();
      expect(screen.getByTestId('frame')).toBe(frame);
      expect(screen.getByRole('navigation', { name: 'settings sections' })).toBe(nav);
      go('card 5');
      expect(screen.getByRole('heading', { name: 'card 5' })).toBeInTheDocument();
      expect(screen.getByTestId('frame')).toBe(frame);
      expect(mounts).toEqual(['frame']);
    });

    it('renders a page outside every layout alone, and nothing on an undeclared path', () => {
      const { Frame } = trackMounts();
      const app = framedApp(Frame);
      const help = renderAt('/help', app);
      expect(screen.getByRole('heading', { name: 'help' })).toBeInTheDocument();
      expect(screen.queryByTestId('frame')).not.toBeInTheDocument();
      help.unmount();
      // the layout route has no path of its own: it matches only through one of its pages
      const { go, container } = renderAt('/settings/profile', app);
      go('settings');
      expect(container.textContent).toBe('');
      expect(renderAt('/settings/profile/more', app).container.textContent).toBe('');
    });

    it('(why) a frame that each page renders itself is mounted again when the page changes', () => {
      const { mounts, Frame } = trackMounts();
      // Pages are components of their own (as a remote's lazy pages are): React replaces the
      // whole subtree of one page by the other's, the frame inside it too.
      const ProfilePage = () => (
        <Frame>
          <h1>profile</h1>
        </Frame>
      );
      const CardPage = () => (
        <Frame>
          <Card />
        </Frame>
      );
      const { go } = renderAt(
        '/settings/profile',
        <ContractRoutes routes={framedRoutes} pages={{ '/settings/profile': <ProfilePage />, '/settings/cards/:id': <CardPage />, '/help': <h1>help</h1> }} />,
      );
      const frame = screen.getByTestId('frame');
      go('card 4');
      expect(screen.getByRole('heading', { name: 'card 4' })).toBeInTheDocument();
      expect(screen.getByTestId('frame')).not.toBe(frame);
      expect(mounts).toEqual(['frame', 'frame']);
    });
  });

  it('does not compile with a route left without a page, a page without a route, or paths that are not literals', () => {
    // Checked by `tsc` (the project's typecheck): each line below must be an error.
    const pages = () => (
      <>
        {/* @ts-expect-error — '/things/:id' has no page */}
        <ContractRoutes routes={routes} pages={{ '/things': null }} />
        {/* @ts-expect-error — '/other' is not a route of the contract */}
        <ContractRoutes routes={routes} pages={{ '/things': null, '/things/:id': null, '/other': null }} />
        {/* @ts-expect-error — a route list typed `string` cannot be checked */}
        <ContractRoutes routes={routes as readonly { path: string }[]} pages={{ '/things': null, '/things/:id': null }} />
      </>
    );
    expect(typeof pages).toBe('function');
  });

  it('does not compile with a layout naming a path the contract does not declare, or a path in two layouts', () => {
    const both = { '/things': null, '/things/:id': null };
    const layouts = () => (
      <>
        {/* the well-formed case compiles: one layout, declared paths */}
        <ContractRoutes routes={routes} layouts={[{ element: <Outlet />, paths: ['/things', '/things/:id'] }]} pages={both} />
        <ContractRoutes
          routes={routes}
          layouts={[
            { element: <Outlet />, paths: ['/things'] },
            { element: <Outlet />, paths: ['/things/:id'] },
          ]}
          pages={both}
        />
        <ContractRoutes
          routes={routes}
          // @ts-expect-error — '/other' is not a route of the contract
          layouts={[{ element: <Outlet />, paths: ['/things', '/other'] }]}
          pages={both}
        />
        <ContractRoutes
          routes={routes}
          // @ts-expect-error — '/things/:id' is in two layouts
          layouts={[
            { element: <Outlet />, paths: ['/things', '/things/:id'] },
            { element: <Outlet />, paths: ['/things/:id'] },
          ]}
          pages={both}
        />
      </>
    );
    expect(typeof layouts).toBe('function');
  });
});
