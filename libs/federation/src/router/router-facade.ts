/**
 * The one react-router the page runs: webpack serves this module for every `'react-router'`
 * import in the shell and the remotes, and Module Federation shares it as the `react-router`
 * singleton (see ../webpack/shared.ts).
 *
 * Why a facade: a shared module is never tree-shaken, so sharing react-router itself would ship
 * all of it (data routers, fetchers, RSC helpers: 61 kB gzip). Not sharing it meant one
 * tree-shaken copy per bundle (~13 kB gzip each, two on `/`). This explicit list is the
 * declarative-routing surface the platform supports; it is tree-shaken once, in whichever bundle
 * provides it. A name that is missing here would be `undefined` at run time in the browser (the
 * type checker still sees the real package), so `router-facade.test.ts` checks every
 * `react-router` import in the repository against this list: add a name here before using it.
 *
 * `@tajriba/react-router-impl` is an alias (set by the webpack factory) for react-router's own
 * production or development build; importing `'react-router'` here would consume the facade
 * itself.
 */
// Exactly the `react-router` names of the platform surface (libs/contracts/src/platform-surface.releases.json,
// router-facade.test.ts): every export is code every page downloads, since the provided module keeps
// all of its exports, and a name leaves only with a new major of the surface. 1.1.0 added the
// nested-route names (Outlet, useOutletContext, useMatch, generatePath) the signed-in areas need.
// `Link` and `NavLink` are ours (./links.tsx): react-router's carry framework mode's prefetching
// and the data router's view transitions, which no page here can use (~2.4 kB gzip of every page).
export {
  BrowserRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from '@tajriba/react-router-impl';
export { Link, NavLink } from './links';
