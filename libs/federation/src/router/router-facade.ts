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
// Only what the platform's code imports (router-facade.test.ts): every extra export is code every
// page downloads, since the provided module keeps all of its exports.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@tajriba/react-router-impl';
