import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';

/** A contract's `routes` (`mf-x/contract.ts`, declared `as const` so each path is a literal). */
export type ContractRouteList = readonly { readonly path: string }[];

/** The paths a route list declares, as a union of literals. */
export type ContractPath<R extends ContractRouteList> = R[number]['path'];

/**
 * The app's pages keyed by the contract's paths: one page for every declared route (a missing
 * key fails compilation) and no page for a path the contract does not declare (an extra key is
 * typed `never`, so it fails too). A route list whose paths are plain `string` (not `as const`)
 * cannot be checked, and is refused.
 */
export type ContractPages<R extends ContractRouteList, P> = string extends ContractPath<R>
  ? { 'routes must be declared `as const`': never }
  : Record<ContractPath<R>, ReactNode> & { [K in Exclude<keyof P, ContractPath<R>>]: never };

/**
 * A frame several pages share (a side navigation, an area's tabs): `element` renders react-router's
 * `<Outlet />` where the page goes, and stays mounted while the visitor moves between the `paths`
 * it wraps (its state, focus and scroll position survive; only the page in the Outlet changes).
 * `paths` are the contract's own paths, so a layout can only name a declared route.
 */
export interface ContractLayout<Path extends string = string> {
  element: ReactNode;
  paths: readonly Path[];
}

/** The paths that two layouts of the list both name (never when each path is in one layout at most). */
type SharedPaths<L extends readonly ContractLayout[], Seen extends string = never> = L extends readonly [
  infer First extends ContractLayout,
  ...infer Rest extends readonly ContractLayout[],
]
  ? (First['paths'][number] & Seen) | SharedPaths<Rest, Seen | First['paths'][number]>
  : never;

/**
 * The layouts of a contract's routes: each path named by at most one layout (a page renders in one
 * frame), else compilation fails and names the path.
 */
export type ContractLayouts<L extends readonly ContractLayout[]> = [SharedPaths<L>] extends [never]
  ? unknown
  : { 'a path is in two layouts': SharedPaths<L> };

export interface ContractRoutesProps<R extends ContractRouteList, P, L extends readonly ContractLayout<ContractPath<R>>[]> {
  /** `routes` from the remote's contract.ts: the only place a remote's paths are written */
  routes: R;
  pages: P & ContractPages<R, P>;
  /**
   * Frames shared by groups of pages, outermost route elements with the group's pages in their
   * `<Outlet />`. A path in no layout renders its page alone; URLs are the contract's either way.
   */
  layouts?: L & ContractLayouts<L>;
}

/**
 * A remote's router: one `<Route>` per route its contract declares, with the page the app gives
 * for that path; any other path renders nothing (the shell activates the remote only on its
 * routes, and shows its own 404 elsewhere). The paths are written once, in contract.ts — the
 * registry routes them to this remote and this component renders them.
 *
 * The pages of a layout are nested routes of one pathless layout route: react-router keeps that
 * route's element (the same React element at the same place) mounted from one of its pages to the
 * next, where pages written each inside its own copy of the frame would unmount and mount it again.
 * Nesting changes no URL: the children keep their absolute contract paths, and react-router ranks
 * them among the flat routes by their own specificity.
 */
export function ContractRoutes<const R extends ContractRouteList, P, const L extends readonly ContractLayout<ContractPath<R>>[] = readonly []>({
  routes,
  pages,
  layouts,
}: ContractRoutesProps<R, P, L>) {
  const byPath = pages as Record<string, ReactNode>;
  const frames: readonly ContractLayout[] = layouts ?? [];
  const framed = new Set(frames.flatMap((l) => l.paths));
  const page = (path: string) => <Route key={path} path={path} element={byPath[path]} />;
  return (
    <Routes>
      {frames.map((layout) => (
        <Route key={layout.paths.join(' ')} element={layout.element}>
          {routes.filter(({ path }) => layout.paths.includes(path)).map(({ path }) => page(path))}
        </Route>
      ))}
      {routes.filter(({ path }) => !framed.has(path)).map(({ path }) => page(path))}
      <Route path="*" element={null} />
    </Routes>
  );
}
