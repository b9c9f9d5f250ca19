// The whole back office (docs/office.md, "The remote"): drawn by the shell under /office/* with
// no storefront chrome, its own chrome and routes. Signed out, every page but the sign-in sends
// the person there, and back where they were going once signed in.
import { lazy, Suspense, type ReactElement } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useRoutes } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress, Link, Paper } from '@mimea/shared/ui/controls';
import { OfficeChrome } from '../features/chrome/office-chrome';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { ChangePasswordForm } from '../features/session/change-password-form';
import { EnrolSecondFactor } from '../features/session/enrol-second-factor';
import { OfficeSessionProvider } from '../features/session/office-session';
import { useOfficeSession } from '../components/session/session-context';
import AccountPage from './account-page';
import MessagesPage from './messages-page';
import OrderPage from './order-page';
import OrdersPage from './orders-page';
import SignInPage from './sign-in-page';

// What a staff member rarely opens, the chart's page, Payments and Products load when opened.
const TodayPage = lazy(() => import('./today-page'));
const RecordPage = lazy(() => import('./record-page'));
const TeamPage = lazy(() => import('./team-page'));
const SpeedPage = lazy(() => import('./speed-page'));
const PaymentsPage = lazy(() => import('./payments-page'));
const ProductsPage = lazy(() => import('./products-page'));
const ProductPage = lazy(() => import('./product-page'));

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

/** The owner's account, or (when the owner requires it) anyone's, has no second factor yet: it is set up before anything else. */
function MustEnrol() {
  useOfficeTitle('Set up your second factor');
  const { api, session, updateSession, signedOut } = useOfficeSession();
  const navigate = useNavigate();
  const signOut = async () => {
    try {
      await api.signOut();
    } catch {
      // Signed out all the same, as far as this page goes.
    }
    signedOut();
    navigate('/office/sign-in', { replace: true });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Set up your second factor
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {session?.account.role === 'owner'
          ? 'The owner’s account signs in with a code from an authenticator app as well as the password. Set it up before you go on.'
          : 'The owner requires a code from an authenticator app as well as the password. Set it up before you go on.'}
      </Typography>
      <EnrolSecondFactor onDone={() => updateSession((current) => ({ ...current, mustEnrol: false, account: { ...current.account, secondFactor: true } }))} />
      <Button sx={{ mt: 2 }} onClick={() => void signOut()}>
        Sign out
      </Button>
    </Paper>
  );
}

/** After a sign-in with a recovery code: how many are left, and the way to a new authenticator. */
function RecoveryNotice() {
  const { session, updateSession } = useOfficeSession();
  const left = session?.recoveryCodesLeft;
  if (left === null || left === undefined) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }} onClose={() => updateSession((current) => ({ ...current, recoveryCodesLeft: null }))}>
      You signed in with a recovery code: {left === 0 ? 'you have none left' : left === 1 ? '1 is left' : `${left} are left`}. If your phone is lost, set up your authenticator again now:{' '}
      <Link component={RouterLink} to="/office/account#second-factor">
        Set up a new authenticator
      </Link>
      .
    </Alert>
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
  // The service allows the second factor's calls only once the one-time password is changed.
  if (session.mustChangePassword) return <MustChangePassword />;
  if (session.mustEnrol) return <MustEnrol />;
  return (
    <>
      <RecoveryNotice />
      <Suspense fallback={<Loading />}>{page}</Suspense>
    </>
  );
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
    { path: 'payments', element: <SignedIn page={<PaymentsPage />} /> },
    { path: 'products', element: <SignedIn page={<ProductsPage />} /> },
    { path: 'products/:productId', element: <SignedIn page={<ProductPage />} /> },
    { path: 'record', element: <SignedIn page={<OwnerOnly page={<RecordPage />} />} /> },
    { path: 'team', element: <SignedIn page={<OwnerOnly page={<TeamPage />} />} /> },
    { path: 'speed', element: <SignedIn page={<OwnerOnly page={<SpeedPage />} />} /> },
    { path: 'account', element: <SignedIn page={<AccountPage />} /> },
    { path: '*', element: <Navigate to="/office" replace /> },
  ]);
  return (
    <OfficeChrome account={session && !session.mustChangePassword && !session.mustEnrol ? session.account : null}>
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
