import { afterArrivalPaint } from './domain/after-arrival-paint';
import { preloadFirstPageModule, startRemoteRegistry } from './domain/remotes/remote-registry';
import { remoteRouteFor } from './domain/remote-routes';
import { nextTask } from '@mimea/shared/pure';

// Read the runtime config and register the remotes now (its request started with the page's
// <link rel="preload">); a failure is shown by the regions that need a remote, with Retry, so it
// is only caught here.
startRemoteRegistry().catch(() => undefined);

// The page arrived as HTML: it is painted before the code that brings it alive is fetched.
void afterArrivalPaint(document.getElementById('root')).then(async () => {
  // The page's remote starts downloading now, while the shared libraries below are fetched.
  const route = remoteRouteFor(window.location.pathname);
  if (route) void preloadFirstPageModule(route.remote, route.module);
  // Agreeing on the versions of the remote's shared modules and of the shell's is work of its
  // own on a phone: each in a task of its own.
  await nextTask();
  // An async boundary, so webpack can agree on the shared singletons before any of them runs.
  return import('./bootstrap');
});
