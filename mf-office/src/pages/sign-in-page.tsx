// /office/sign-in: then on to where the person was going (the router's state, never the URL).
import { Navigate, useLocation, useNavigate } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Paper } from '@mimea/shared/ui/controls';
import { SERVICE_DOWN_MESSAGE } from '../domain/office-fault';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { SignInForm } from '../features/session/sign-in-form';
import { useOfficeSession } from '../components/session/session-context';

/** Where to go after signing in: an office page the person was sent away from, or the orders. */
export function destinationOf(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/office/') && !from.startsWith('/office/sign-in') ? from : '/office/orders';
}

export default function SignInPage() {
  useOfficeTitle('Sign in');
  const { session, sessionFault, signedIn } = useOfficeSession();
  const location = useLocation();
  const navigate = useNavigate();
  const destination = destinationOf(location.state);
  // Signed in (a one-time password too: the page gone to asks for a new one first).
  if (session) return <Navigate to={destination} replace />;
  return (
    <Box sx={{ maxWidth: 420, mx: 'auto', mt: { xs: 1, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Sign in to the office
        </Typography>
        {sessionFault && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {SERVICE_DOWN_MESSAGE}
          </Alert>
        )}
        <SignInForm
          onSignedIn={(next) => {
            signedIn(next);
            navigate(destination, { replace: true });
          }}
        />
      </Paper>
    </Box>
  );
}
