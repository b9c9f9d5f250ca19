import { type RouteObject } from '@mimea/shared';
import { RemoteRegion } from '../remotes/remote-region';
import { AccountPage } from '../pages/account-page';
import { NotFoundPage } from '../pages/not-found-page';
import { remoteRoutes } from './remote-routes';

export const pageRoutes: RouteObject[] = [
  // The key makes each page its own region: a failure of one page never sticks to the next.
  ...remoteRoutes.map(({ path, remote, module }) => ({
    path,
    element: <RemoteRegion key={`${remote}/${module}`} remote={remote} module={module} />,
  })),
  { path: '/account', element: <AccountPage /> },
  { path: '*', element: <NotFoundPage /> },
];
