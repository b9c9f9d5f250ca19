/**
 * The routing every app uses, re-exported from the shell's one copy of react-router.
 *
 * Why here and not react-router shared on its own: a federated shared module cannot be
 * tree-shaken, and react-router 7 whole weighs ~60 KB gzipped (data routers, server rendering)
 * where the shop needs ~15 KB of it. Re-exported from @mimea/shared (itself a singleton), every
 * app gets the same router context while each build keeps only these exports.
 * Apps import these from '@mimea/shared', never from react-router directly (ESLint enforces it).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type LinkProps,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
