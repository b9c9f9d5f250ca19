// A new password, typed twice: at first sign-in with a one-time password, and on the Account page.
// The current password is asked, and the authenticator's code when the account has one (the
// service counts and records each wrong one; after 5 in an hour the session ends). The service
// checks the new one (at least 12 characters, not a common or leaked password, not the username):
// its problems are shown beside their fields.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mimea/shared/ui/controls';
import { TextField } from '@mimea/shared/ui/forms';
import { faultMessage, isFault } from '../../domain/office-fault';
import { useOfficeSession } from '../../components/session/session-context';

export const PASSWORD_MIN = 12;

type Field = 'current' | 'next' | 'again' | 'code';

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { api, session, signedOut } = useOfficeSession();
  const withCode = session?.account.secondFactor === true;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const refuse = (field: Field, message: string) => {
    setProblems({ [field]: message });
    setError(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (next.length < PASSWORD_MIN) return refuse('next', `The new password needs at least ${PASSWORD_MIN} characters.`);
    if (next !== again) return refuse('again', 'The two new passwords differ.');
    if (withCode && code.length !== 6) return refuse('code', 'Type the 6 digits your authenticator app shows.');
    setBusy(true);
    setError(null);
    setProblems({});
    try {
      // Not through the sign-in in place: a session ended by wrong passwords is not signed in again to send the same.
      await api.changePassword({ current, next, ...(withCode ? { code } : {}) });
      setDone(true);
      setCurrent('');
      setNext('');
      setAgain('');
      setCode('');
      onChanged();
    } catch (failure) {
      setCode('');
      if (isFault(failure, 'signed-out')) {
        signedOut();
        return;
      }
      if (isFault(failure, 'invalid-input')) {
        const byField: Partial<Record<Field, string>> = {};
        for (const problem of failure.fault.problems) {
          if (problem.field === 'current' || problem.field === 'next' || problem.field === 'code') byField[problem.field] = problem.message;
        }
        setProblems(byField);
      }
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
      {done && (
        <Alert severity="success" role="status">
          Your password is changed.
        </Alert>
      )}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        required
        error={Boolean(problems.current)}
        helperText={problems.current}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
        required
        error={Boolean(problems.next)}
        helperText={problems.next ?? `At least ${PASSWORD_MIN} characters; not a common password, not your username. A few unrelated words make a good one.`}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        value={again}
        onChange={(event) => setAgain(event.target.value)}
        required
        error={Boolean(problems.again)}
        helperText={problems.again}
      />
      {withCode && (
        <TextField
          label="Code from your authenticator app"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          required
          error={Boolean(problems.code)}
          helperText={problems.code ?? 'The 6 digits your app shows now'}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*', maxLength: 6 } }}
        />
      )}
      <Button type="submit" variant="contained" disabled={busy || !current || !next || !again || (withCode && code.length !== 6)}>
        Change password
      </Button>
    </Stack>
  );
}
