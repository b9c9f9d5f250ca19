// Which remote draws which path is one list for the router, the servers and the remotes' page
// rendering: config/routes.cjs (docs/architecture.md, section 1; the route tables of docs/specs/).
import type { StorefrontRemote } from './remotes/runtime-config';
import { remoteRouteFor as routeFor, remoteRoutes as routes, type RemoteRoute as ConfiguredRoute } from '../../../config/routes.cjs';

export interface RemoteRoute extends ConfiguredRoute {
  remote: StorefrontRemote;
}

export const remoteRoutes: readonly RemoteRoute[] = routes;

/**
 * The remote route a path will render, for starting its download before React runs (the router
 * is not loaded yet then). Matches like the router for this table: case-insensitive, `:param`
 * is one non-empty segment, static segments win. Only a hint: the router still decides.
 */
export const remoteRouteFor: (pathname: string) => RemoteRoute | undefined = routeFor;
