// /office/account: who is signed in, their password, their authenticator ("Set up a new
// authenticator": a lost phone, or the recovery codes running out), signing out here or
// everywhere. On a phone it also leads to the pages that the bottom navigation has no room for
// (Payments, Products, the owner's).
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, Link, Paper, Stack } from '@mimea/shared/ui/controls';
import { faultMessage, isFault } from '../domain/office-fault';
import { ROLE_WORDS } from '../domain/office-format';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { ChangePasswordForm } from '../features/session/change-password-form';
import { EnrolSecondFactor } from '../features/session/enrol-second-factor';
import { useOfficeSession } from '../components/session/session-context';

/** The account's authenticator: whether there is one, and a new one set up in place. */
function SecondFactorSection() {
  const { session, updateSession } = useOfficeSession();
  const [enrolling, setEnrolling] = useState(false);
  const [done, setDone] = useState(false);
  const has = session?.account.secondFactor === true;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="second-factor" sx={{ p: 2 }}>
      <Typography id="second-factor" variant="h6" component="h2" sx={{ mb: 1 }}>
        Second factor
      </Typography>
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Your new authenticator is set up. The old one and its recovery codes no longer work.
        </Alert>
      )}
      {enrolling ? (
        <EnrolSecondFactor
          headingLevel="h3"
          onCancel={() => setEnrolling(false)}
          onDone={() => {
            updateSession((current) => ({ ...current, recoveryCodesLeft: null, account: { ...current.account, secondFactor: true } }));
            setEnrolling(false);
            setDone(true);
          }}
        />
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            {has
              ? 'You sign in with a code from your authenticator app. Lost your phone, or used most of your recovery codes? Set up a new authenticator: the old one and its codes stop working.'
              : 'You sign in with your password only. An authenticator app on your phone keeps your account safe even if your password is found out.'}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => {
              setDone(false);
              setEnrolling(true);
            }}
          >
            {has ? 'Set up a new authenticator' : 'Set up an authenticator'}
          </Button>
        </>
      )}
    </Paper>
  );
}

export default function AccountPage() {
  useOfficeTitle('Account');
  const { api, session, signedOut } = useOfficeSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const account = session?.account;
  if (!account) return null;

  const signOut = async (everywhere: boolean) => {
    setError(null);
    try {
      if (everywhere) await api.signOutEverywhere();
      else await api.signOut();
    } catch (failure) {
      // An ended session is signed out already.
      if (!isFault(failure, 'signed-out')) {
        setError(faultMessage(failure));
        return;
      }
    }
    signedOut();
    navigate('/office/sign-in', { replace: true });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        Account
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>
          Signed in as <strong>{account.name}</strong> ({account.username}), {ROLE_WORDS[account.role]}.
        </Typography>
        <Box component="nav" aria-label="More pages" sx={{ mt: 1, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/office/payments">
            Payments
          </Link>
          <Link component={RouterLink} to="/office/products">
            Products
          </Link>
          {account.role === 'owner' && (
            <>
              <Link component={RouterLink} to="/office/record">
                Access record
              </Link>
              <Link component={RouterLink} to="/office/team">
                Team
              </Link>
            </>
          )}
        </Box>
      </Paper>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void signOut(false)}>
          Sign out
        </Button>
        <Button variant="outlined" onClick={() => void signOut(true)}>
          Sign out everywhere
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Change password
        </Typography>
        <ChangePasswordForm onChanged={() => undefined} />
      </Paper>
      <SecondFactorSection />
    </Stack>
  );
}
