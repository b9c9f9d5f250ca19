import { preloadFirstPageModule, startRemoteRegistry } from './domain/remotes/remote-registry';
import { remoteRouteFor } from './domain/remote-routes';

// Read the runtime config and register the remotes now; a failure is shown by the regions that
// need a remote, with Retry, so it is only caught here.
startRemoteRegistry().catch(() => undefined);
// The page's remote starts downloading now, while the shared libraries below are fetched.
const route = remoteRouteFor(window.location.pathname);
if (route) void preloadFirstPageModule(route.remote, route.module);

// An async boundary, so webpack can agree on the shared singletons before any of them runs.
import('./bootstrap');
