// `npm run dev -w mf-office`: the office alone on its port. Its /api calls go to the order
// service through the dev server's proxy (shared/build/webpack-app.cjs), as the checkout's do.
import { Navigate } from '@mimea/shared';
import { renderStandalone } from '@mimea/shared/dev';
import OfficeApp from '../pages/office-app';

renderStandalone('office', [
  { path: '/', element: <Navigate to="/office" replace /> },
  // As the shell mounts it; the labelled route is the harness bar's link.
  { path: '/office', element: <OfficeApp />, label: 'Office' },
  { path: '/office/*', element: <OfficeApp /> },
]);
