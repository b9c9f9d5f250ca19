// /office/account: who is signed in, their password, signing out here or everywhere. On a phone
// it also leads to the owner's pages that the bottom navigation has no room for.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, Link, Paper, Stack } from '@mimea/shared/ui/controls';
import { faultMessage, isFault } from '../domain/office-fault';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { ChangePasswordForm } from '../features/session/change-password-form';
import { useOfficeSession } from '../components/session/session-context';

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
          Signed in as <strong>{account.name}</strong> ({account.username}), {account.role === 'owner' ? 'owner' : 'staff'}.
        </Typography>
        {account.role === 'owner' && (
          <Box component="nav" aria-label="Owner's pages" sx={{ mt: 1, display: 'flex', gap: 2 }}>
            <Link component={RouterLink} to="/office/record">
              Access record
            </Link>
            <Link component={RouterLink} to="/office/team">
              Team
            </Link>
          </Box>
        )}
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
    </Stack>
  );
}
