// What the apps get for `react-router-dom` (shared singleton, issue 10): React Router's declarative client API
// only. Shared modules are not tree-shaken (every export counts as used), and react-router 7's index also
// carries data routers, SSR, RSC, cookies and sessions: 61 KB gzip on every page. Re-exporting this list from
// the ESM production build lets webpack drop the rest (≈ 15 KB gzip left).
//
// This list is a contract like an `exposes` map: the shell's copy is the one every remote gets at runtime,
// so an app may import only these names from 'react-router-dom' — the build fails otherwise
// (SharedSubsetGuardPlugin in tools/webpack/shared-modules.js). To use another export, add it here and
// rebuild the shell (and then the remote that needs it).
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  useOutlet,
  useOutletContext,
  useResolvedPath,
  useRoutes,
  useNavigationType,
  useLinkClickHandler,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
  createPath,
  parsePath,
  createRoutesFromChildren,
  createRoutesFromElements,
  renderMatches,
  isRouteErrorResponse,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
} from 'utsav-react-router-production';
