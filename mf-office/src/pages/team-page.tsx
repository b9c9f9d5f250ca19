// /office/team (owner): the accounts, a new staff account (its one-time password shown once),
// disabling one.
import { useEffect, useState, type FormEvent } from 'react';
import { VisuallyHidden } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress, Paper, Stack } from '@mimea/shared/ui/controls';
import { TextField } from '@mimea/shared/ui/forms';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import { faultMessage } from '../domain/office-fault';
import type { NewAccount, TeamAccount } from '../domain/office-types';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { useOfficeSession } from '../components/session/session-context';

export default function TeamPage() {
  useOfficeTitle('Team');
  const { run, session } = useOfficeSession();
  const [team, setTeam] = useState<TeamAccount[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stamp, setStamp] = useState(0);
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [created, setCreated] = useState<NewAccount | null>(null);

  useEffect(() => {
    let live = true;
    run((api) => api.team()).then(
      (answer) => live && setTeam(answer),
      (failure: unknown) => live && setError(faultMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [run, stamp]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setCreated(await run((api) => api.addStaff(username.trim(), name.trim())));
      setUsername('');
      setName('');
      setStamp((value) => value + 1);
    } catch (failure) {
      setError(faultMessage(failure));
    }
  };

  const disable = async (account: TeamAccount) => {
    if (!window.confirm(`Disable ${account.name} (${account.username})? Their sessions end.`)) return;
    setError(null);
    try {
      await run((api) => api.disable(account.username));
      setStamp((value) => value + 1);
    } catch (failure) {
      setError(faultMessage(failure));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Team
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {created && (
        <Alert severity="success" onClose={() => setCreated(null)}>
          {created.account.name} can sign in as <strong>{created.account.username}</strong> with the one-time password{' '}
          <Box component="code" sx={{ fontSize: '1.1rem', userSelect: 'all' }}>
            {created.oneTimePassword}
          </Box>
          . It is shown only now: give it to them; they choose their own at first sign-in.
        </Alert>
      )}
      {!team && !error && <CircularProgress aria-label="Loading the team" />}
      {team && (
        <TableContainer>
          <Table size="small" aria-label="Accounts">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {team.map((account) => (
                <TableRow key={account.username}>
                  <TableCell>
                    {account.name}
                    <Typography variant="body2" color="textSecondary">
                      {account.username}
                    </Typography>
                  </TableCell>
                  <TableCell>{account.role}</TableCell>
                  <TableCell>
                    {account.disabled ? (
                      'Disabled'
                    ) : account.username !== session?.account.username && account.role === 'staff' ? (
                      <Button size="small" color="error" onClick={() => void disable(account)} aria-label={`Disable ${account.username}`}>
                        Disable
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Add staff
        </Typography>
        <Stack component="form" spacing={2} onSubmit={add}>
          <TextField label="Username" value={username} onChange={(event) => setUsername(event.target.value)} required slotProps={{ htmlInput: { autoComplete: 'off' } }} />
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} required />
          <Button type="submit" variant="contained" disabled={!username.trim() || !name.trim()}>
            Add staff
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
