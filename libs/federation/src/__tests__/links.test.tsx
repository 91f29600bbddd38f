/**
 * The facade's Link and NavLink (src/router/links.tsx) stand in for react-router's on every page:
 * each case renders both side by side in the same router and expects the same anchor (href,
 * attributes, class, aria-current, style) and the same navigation on a click.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Link as RrLink, NavLink as RrNavLink, Route, Routes, useLocation, type LinkProps, type NavLinkProps } from 'react-router';
import { Link, NavLink } from '../router/links';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}${l.hash}|${JSON.stringify(l.state ?? null)}`}</output>;
}

/** Renders `ours` and react-router's with the same props at `path`, returns both anchors. */
function pair(Ours: typeof Link | typeof NavLink, Theirs: typeof RrLink | typeof RrNavLink, props: LinkProps | NavLinkProps, path = '/a/b', basename?: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {/* eslint-disable-next-line @typescript-eslint/no-explicit-any */}
              <Ours {...(props as any)} data-testid="ours" />
              {/* eslint-disable-next-line @typescript-eslint/no-explicit-any */}
              <Theirs {...(props as any)} data-testid="theirs" />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { ours: screen.getByTestId('ours'), theirs: screen.getByTestId('theirs'), view };
}

/** The anchor's attributes, but react-router's framework-mode `data-discover` (see links.tsx). */
function attrs(el: HTMLElement) {
  return Object.fromEntries([...el.attributes].filter((a) => a.name !== 'data-testid' && a.name !== 'data-discover').map((a) => [a.name, a.value]));
}

// Every case has 4 entries: jest.each passes `done` to a callback with more parameters than values.
const linkCases: Array<[string, LinkProps, string | undefined, string | undefined]> = [
  ['absolute path', { to: '/experiences/details/3?x=1#top', children: 'x' }, undefined, undefined],
  ['relative path', { to: 'c', children: 'x' }, undefined, undefined],
  ['relative to the path', { to: '..', relative: 'path', children: 'x' }, undefined, undefined],
  ['object', { to: { pathname: '/search', search: '?q=1' }, children: 'x' }, undefined, undefined],
  ['target and rel', { to: '/x', target: '_blank', rel: 'noreferrer', className: 'c', children: 'x' }, undefined, undefined],
  ['same-origin URL', { to: `${window.location.origin}/host/9?y=2`, children: 'x' }, undefined, undefined],
  ['other origin', { to: 'https://example.com/a', children: 'x' }, undefined, undefined],
  ['mailto', { to: 'mailto:a@b.c', children: 'x' }, undefined, undefined],
  ['reloadDocument', { to: '/x', reloadDocument: true, children: 'x' }, undefined, undefined],
  ['under a basename', { to: '/x', children: 'x' }, '/app/a', '/app'],
];

describe('facade Link', () => {
  it.each(linkCases)('renders the same anchor as react-router: %s', (_name, props, path, basename) => {
    const { ours, theirs } = pair(Link, RrLink, props, path, basename);
    expect(attrs(ours)).toEqual(attrs(theirs));
  });

  it('navigates in the app on a plain click, with replace and state', () => {
    const { ours } = pair(Link, RrLink, { to: '/next?q=1', state: { from: 'x' }, children: 'x' });
    fireEvent.click(ours);
    expect(screen.getByTestId('where')).toHaveTextContent('/next?q=1|{"from":"x"}');
  });

  it('navigates in the app to a same-origin absolute URL', () => {
    const { ours } = pair(Link, RrLink, { to: `${window.location.origin}/host/9?y=2`, children: 'x' });
    fireEvent.click(ours);
    expect(screen.getByTestId('where')).toHaveTextContent('/host/9?y=2|null');
  });

  it('leaves modified clicks, other targets, reloadDocument and a prevented onClick to the browser', () => {
    const onClick = jest.fn((e: React.MouseEvent) => e.preventDefault());
    const { ours, view } = pair(Link, RrLink, { to: '/next', onClick, children: 'x' });
    fireEvent.click(ours);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/a/b|null');
    view.unmount();
    for (const [props, event] of [
      [{ to: '/next', children: 'x' }, { ctrlKey: true }],
      [{ to: '/next', children: 'x' }, { metaKey: true }],
      [{ to: '/next', target: '_blank', children: 'x' }, {}],
      [{ to: '/next', reloadDocument: true, children: 'x' }, {}],
    ] as Array<[LinkProps, object]>) {
      const { ours: a, view: v } = pair(Link, RrLink, props);
      // A click the app does not handle stays unprevented: the browser follows the href.
      expect(fireEvent.click(a, event)).toBe(true);
      expect(screen.getByTestId('where')).toHaveTextContent('/a/b|null');
      v.unmount();
    }
  });

  it('forwards its ref to the anchor', () => {
    const ref = { current: null as HTMLAnchorElement | null };
    render(
      <MemoryRouter>
        <Link ref={ref} to="/x">
          x
        </Link>
      </MemoryRouter>,
    );
    expect(ref.current).toBeInstanceOf(HTMLAnchorElement);
  });
});

const navCases: Array<[string, NavLinkProps, string]> = [
  ['active', { to: '/a', children: 'x' }, '/a/b'],
  ['active, end', { to: '/a', end: true, children: 'x' }, '/a/b'],
  ['exact', { to: '/a/b', end: true, children: 'x' }, '/a/b'],
  ['trailing slash', { to: '/a/', children: 'x' }, '/a/b'],
  ['case-insensitive', { to: '/A', children: 'x' }, '/a/b'],
  ['case-sensitive', { to: '/A', caseSensitive: true, children: 'x' }, '/a/b'],
  ['prefix of a segment is not active', { to: '/a', children: 'x' }, '/ab'],
  ['inactive', { to: '/z', className: 'link', children: 'x' }, '/a/b'],
  ['custom aria-current', { to: '/a', 'aria-current': 'location', children: 'x' }, '/a/b'],
  ['class and style functions', { to: '/a', className: ({ isActive }) => (isActive ? 'on' : 'off'), style: ({ isActive }) => ({ color: isActive ? 'red' : 'blue' }), children: 'x' }, '/a/b'],
  ['root', { to: '/', children: 'x' }, '/a/b'],
];

describe('facade NavLink', () => {
  it.each(navCases)('renders the same anchor as react-router: %s', (_name, props, path) => {
    const { ours, theirs } = pair(NavLink, RrNavLink, props, path);
    expect(attrs(ours)).toEqual(attrs(theirs));
  });

  it('renders children given as a function with the same state', () => {
    const { ours, theirs } = pair(NavLink, RrNavLink, { to: '/a', children: ({ isActive, isPending }) => `${isActive}-${isPending}` }, '/a/b');
    expect(ours).toHaveTextContent('true-false');
    expect(ours.textContent).toBe(theirs.textContent);
  });

  it('navigates on a click', () => {
    const { ours } = pair(NavLink, RrNavLink, { to: '/z', children: 'x' }, '/a/b');
    fireEvent.click(ours);
    expect(screen.getByTestId('where')).toHaveTextContent('/z|null');
    expect(ours).toHaveAttribute('aria-current', 'page');
  });
});
