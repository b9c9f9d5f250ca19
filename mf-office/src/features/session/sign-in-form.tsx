// Username and password, then, when the service asks for it (401 `code-required`), the owner's
// one-time code. Every refusal in words (docs/office.md: invalid, code-wrong, locked, 429).
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mimea/shared/ui/controls';
import { TextField } from '@mimea/shared/ui/forms';
import { faultMessage, OfficeError, signInMessage } from '../../domain/office-fault';
import type { OfficeSession } from '../../domain/office-types';
import { useOfficeSession } from '../../components/session/session-context';

interface Props {
  onSignedIn: (session: OfficeSession) => void;
  /** Filled in when signing in again in place. */
  username?: string;
}

export function SignInForm({ onSignedIn, username: knownUsername = '' }: Props) {
  const { api } = useOfficeSession();
  const [username, setUsername] = useState(knownUsername);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  const [message, setMessage] = useState<{ text: string; severity: 'error' | 'info' } | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const session = await api.signIn({ username: username.trim(), password, ...(codeAsked ? { code: code.trim() } : {}) });
      onSignedIn(session);
    } catch (error) {
      if (error instanceof OfficeError && error.fault.kind === 'sign-in') {
        const { refusal, retryAfterSeconds } = error.fault;
        if (refusal === 'code-required') setCodeAsked(true);
        if (refusal === 'code-wrong') setCode('');
        setMessage({ text: signInMessage(refusal, retryAfterSeconds), severity: refusal === 'code-required' ? 'info' : 'error' });
      } else {
        setMessage({ text: faultMessage(error), severity: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-describedby={message ? messageId : undefined}>
      {message && (
        <Alert id={messageId} severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <TextField label="Username" name="username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} required autoFocus={!knownUsername} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        autoFocus={Boolean(knownUsername)}
      />
      {codeAsked && (
        <TextField
          label="One-time code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*', maxLength: 6 } }}
          helperText="The 6 digits your authenticator app shows"
        />
      )}
      <Button type="submit" variant="contained" disabled={busy || !username.trim() || !password || (codeAsked && code.length !== 6)}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </Stack>
  );
}
