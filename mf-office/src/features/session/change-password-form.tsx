// A new password (at least 12 characters, typed twice): at first sign-in with a one-time password,
// and on the Account page.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mimea/shared/ui/controls';
import { TextField } from '@mimea/shared/ui/forms';
import { faultMessage } from '../../domain/office-fault';
import { useOfficeSession } from '../../components/session/session-context';

export const PASSWORD_MIN = 12;

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { run } = useOfficeSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next.length < PASSWORD_MIN) return setError(`The new password needs at least ${PASSWORD_MIN} characters.`);
    if (next !== again) return setError('The two new passwords differ.');
    setBusy(true);
    setError(null);
    try {
      await run((api) => api.changePassword(current, next));
      setDone(true);
      setCurrent('');
      setNext('');
      setAgain('');
      onChanged();
    } catch (failure) {
      setError(faultMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {done && <Alert severity="success">Your password is changed.</Alert>}
      <TextField label="Current password" type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} required />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
        required
        helperText={`At least ${PASSWORD_MIN} characters`}
      />
      <TextField label="New password again" type="password" autoComplete="new-password" value={again} onChange={(event) => setAgain(event.target.value)} required />
      <Button type="submit" variant="contained" disabled={busy || !current || !next || !again}>
        Change password
      </Button>
    </Stack>
  );
}
