/**
 * `Link` and `NavLink` for the router facade (router-facade.ts), built on react-router's own
 * `useHref`, `useLinkClickHandler` and `useResolvedPath`.
 *
 * Why not react-router's: its `Link` carries framework mode's route-module prefetching
 * (`prefetch`, `PrefetchPageLinks`, the manifest and route-module link helpers) and its `NavLink`
 * the data router's view-transition state. None of it can run on this platform (every area
 * mounts a declarative `<BrowserRouter>`: no data router, no framework context, `prefetch`
 * defaults to "none"), yet the facade's module is provided whole, so every page downloaded it:
 * ~2.4 kB gzip of every first render (scripts/check-route-budget.ts). These do what react-router's
 * do in declarative mode: same `href`, same click handling (modifier keys, `target`, `replace`,
 * `state`, `preventScrollReset`, `relative`, `reloadDocument`, the caller's `onClick` and
 * `preventDefault`), same-origin absolute URLs navigate in the app and others leave it, and
 * `NavLink`'s `isActive` (`end`, `caseSensitive`, `aria-current`, class/style/children as
 * functions). Types are react-router's (`LinkProps`, `NavLinkProps`). Framework-only props
 * (`prefetch`, `discover`, `mask`, `defaultShouldRevalidate`) are accepted and ignored, as they
 * are without a framework context (so is the `data-discover` attribute, which only framework
 * mode's route discovery reads); `isPending` and `isTransitioning` are always false, as they are
 * without a data router.
 *
 * `links.test.tsx` renders these next to react-router's own and compares what they render and do.
 */
import { forwardRef, useContext, type MouseEvent } from 'react';
import type { LinkProps, NavLinkProps, NavLinkRenderProps, To } from 'react-router';
import { UNSAFE_NavigationContext, useHref, useLinkClickHandler, useLocation, useResolvedPath } from '@tajriba/react-router-impl';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const next = pathname.charAt(basename.endsWith('/') ? basename.length - 1 : basename.length);
  return next && next !== '/' ? null : pathname.slice(basename.length) || '/';
}

/**
 * An absolute `to` (`https://…`, `//…`): same origin under the basename → the in-app path;
 * anything else leaves the app (react-router's `parseToInfo`).
 */
function parseTo(to: To, basename: string): { to: To; absoluteURL?: string; isExternal: boolean } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return { to, isExternal: false };
  try {
    const current = new URL(window.location.href);
    const target = new URL(/^[\\/]{2}/.test(to) ? current.protocol + to.replace(/\\/g, '/') : to);
    const path = stripBasename(target.pathname, basename);
    if (target.origin === current.origin && path != null) return { to: path + target.search + target.hash, absoluteURL: to, isExternal: false };
    return { to, absoluteURL: to, isExternal: true };
  } catch {
    return { to, absoluteURL: to, isExternal: false };
  }
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to: given,
    preventScrollReset,
    viewTransition,
    // Framework mode only (see the header): not passed on to the <a>.
    discover: _discover,
    prefetch: _prefetch,
    mask: _mask,
    defaultShouldRevalidate: _revalidate,
    ...rest
  },
  ref,
) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const parsed = parseTo(given, basename);
  const href = useHref(parsed.to, { relative });
  const internalOnClick = useLinkClickHandler(parsed.to, { replace, state, target, preventScrollReset, relative, viewTransition });
  const spa = !(parsed.isExternal || reloadDocument);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) internalOnClick(event);
  };
  // The content comes with `rest.children` (react-router's Link is the same).
  // oxlint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} href={parsed.absoluteURL || href} onClick={spa ? handleClick : onClick} ref={ref} target={target} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrentProp = 'page', caseSensitive = false, className: classNameProp = '', end = false, style: styleProp, to, children, ...rest },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  let toPathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive = locationPathname === toPathname || (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/');
  const renderProps: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  const className = typeof classNameProp === 'function' ? classNameProp(renderProps) : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  const style = typeof styleProp === 'function' ? styleProp(renderProps) : styleProp;
  return (
    <Link {...rest} aria-current={isActive ? ariaCurrentProp : undefined} className={className} ref={ref} style={style} to={to}>
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
});
