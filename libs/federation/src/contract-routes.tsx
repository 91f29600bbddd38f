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

export interface ContractRoutesProps<R extends ContractRouteList, P> {
  /** `routes` from the remote's contract.ts: the only place a remote's paths are written */
  routes: R;
  pages: P & ContractPages<R, P>;
}

/**
 * A remote's router: one `<Route>` per route its contract declares, with the page the app gives
 * for that path; any other path renders nothing (the shell activates the remote only on its
 * routes, and shows its own 404 elsewhere). The paths are written once, in contract.ts — the
 * registry routes them to this remote and this component renders them.
 */
export function ContractRoutes<const R extends ContractRouteList, P>({ routes, pages }: ContractRoutesProps<R, P>) {
  const byPath = pages as Record<string, ReactNode>;
  return (
    <Routes>
      {routes.map(({ path }) => (
        <Route key={path} path={path} element={byPath[path]} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
