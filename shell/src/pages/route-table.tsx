import { lazy, Suspense } from 'react';
import { FailureBoundary, type RouteObject } from '@mimea/shared';
import { RemoteRegion } from '../components/remotes/remote-region';
import { RemoteLoading } from '../components/remotes/remote-loading';
import { PageLoadFailed } from './page-load-failed';
import { AccountPage } from './account-page';
import { NotFoundPage } from './not-found-page';
import { remoteRoutes } from '../domain/remote-routes';

// The diagnostic page loads on its own visit only: its code stays out of the shop's first load.
const ServiceWorkerTestPage = lazy(() => import('./service-worker-test-page'));

export const pageRoutes: RouteObject[] = [
  // The key makes each page its own region: a failure of one page never sticks to the next.
  ...remoteRoutes.map(({ path, remote, module }) => ({
    path,
    element: <RemoteRegion key={`${remote}/${module}`} remote={remote} module={module} />,
  })),
  { path: '/account', element: <AccountPage /> },
  {
    path: '/service-worker-test',
    element: (
      // Its chunk can fail too (offline before it was ever seen, or just after a deployment).
      <FailureBoundary part="The diagnostic page" fallback={<PageLoadFailed />}>
        <Suspense fallback={<RemoteLoading />}>
          <ServiceWorkerTestPage />
        </Suspense>
      </FailureBoundary>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];
