// The whole back office (docs/office.md, "The remote"): drawn by the shell under /office/* with
// no storefront chrome, its own chrome and routes. Signed out, every page but the sign-in sends
// the person there, and back where they were going once signed in.
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, useLocation, useRoutes } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { CircularProgress, Paper } from '@mimea/shared/ui/controls';
import { OfficeChrome } from '../features/chrome/office-chrome';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { ChangePasswordForm } from '../features/session/change-password-form';
import { OfficeSessionProvider } from '../features/session/office-session';
import { useOfficeSession } from '../components/session/session-context';
import AccountPage from './account-page';
import MessagesPage from './messages-page';
import OrderPage from './order-page';
import OrdersPage from './orders-page';
import SignInPage from './sign-in-page';

// What a staff member rarely opens, and the chart's page, load when opened.
const TodayPage = lazy(() => import('./today-page'));
const RecordPage = lazy(() => import('./record-page'));
const TeamPage = lazy(() => import('./team-page'));
const SpeedPage = lazy(() => import('./speed-page'));

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

function MustChangePassword() {
  useOfficeTitle('Choose a password');
  const { passwordChanged } = useOfficeSession();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Choose your password
      </Typography>
      <Typography sx={{ mb: 2 }}>You signed in with a one-time password. Choose your own before you go on.</Typography>
      <ChangePasswordForm onChanged={passwordChanged} />
    </Paper>
  );
}

function OwnerOnly({ page }: { page: ReactElement }) {
  const { session } = useOfficeSession();
  return session?.account.role === 'owner' ? page : <Navigate to="/office/orders" replace />;
}

function SignedIn({ page }: { page: ReactElement }) {
  const { session } = useOfficeSession();
  const location = useLocation();
  if (session === undefined) return <Loading />;
  if (session === null) return <Navigate to="/office/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (session.mustChangePassword) return <MustChangePassword />;
  return <Suspense fallback={<Loading />}>{page}</Suspense>;
}

function OfficeRoutes() {
  const { session } = useOfficeSession();
  const routes = useRoutes([
    { index: true, element: <Navigate to={session ? '/office/orders' : '/office/sign-in'} replace /> },
    { path: 'sign-in', element: session === undefined ? <Loading /> : <SignInPage /> },
    { path: 'orders', element: <SignedIn page={<OrdersPage />} /> },
    { path: 'orders/:orderId', element: <SignedIn page={<OrderPage />} /> },
    { path: 'messages', element: <SignedIn page={<MessagesPage />} /> },
    { path: 'today', element: <SignedIn page={<TodayPage />} /> },
    { path: 'record', element: <SignedIn page={<OwnerOnly page={<RecordPage />} />} /> },
    { path: 'team', element: <SignedIn page={<OwnerOnly page={<TeamPage />} />} /> },
    { path: 'speed', element: <SignedIn page={<OwnerOnly page={<SpeedPage />} />} /> },
    { path: 'account', element: <SignedIn page={<AccountPage />} /> },
    { path: '*', element: <Navigate to="/office" replace /> },
  ]);
  return (
    <OfficeChrome account={session && !session.mustChangePassword ? session.account : null}>
      {routes}
    </OfficeChrome>
  );
}

export default function OfficeApp() {
  return (
    <OfficeSessionProvider>
      <OfficeRoutes />
    </OfficeSessionProvider>
  );
}
