// Username and password, then, when the service asks for it (401 `code-required`), the code of
// the authenticator app, or one of the recovery codes instead ("Use a recovery code instead").
// Every refusal in words (docs/office.md): a wrong username, password or code get one answer,
// which says nothing of which was right; an expired one-time password; too many failures, with
// the wait.
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

/** Which second factor is typed, once the service asked for one. */
type CodeKind = 'none' | 'app' | 'recovery';

/** A recovery code as typed: letters, digits and a dash, up to its 11 characters and some slack for spaces. */
const recoveryTyped = (value: string) => value.replace(/[^0-9A-Za-z -]/g, '').slice(0, 20);

export function SignInForm({ onSignedIn, username: knownUsername = '' }: Props) {
  const { api } = useOfficeSession();
  const [username, setUsername] = useState(knownUsername);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [codeKind, setCodeKind] = useState<CodeKind>('none');
  const [message, setMessage] = useState<{ text: string; severity: 'error' | 'info' } | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const second = codeKind === 'app' ? { code: code.trim() } : codeKind === 'recovery' ? { recoveryCode: recoveryCode.trim() } : {};
      const session = await api.signIn({ username: username.trim(), password, ...second });
      onSignedIn(session);
    } catch (error) {
      if (error instanceof OfficeError && error.fault.kind === 'sign-in') {
        const { refusal, retryAfterSeconds } = error.fault;
        if (refusal === 'code-required' && codeKind === 'none') setCodeKind('app');
        // An app's code is used once or goes stale: the next try needs the one the app shows then.
        if (refusal === 'invalid') setCode('');
        setMessage({ text: signInMessage(refusal, retryAfterSeconds), severity: refusal === 'code-required' ? 'info' : 'error' });
      } else {
        setMessage({ text: faultMessage(error), severity: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  const ready =
    Boolean(username.trim()) && Boolean(password) && (codeKind !== 'app' || code.length === 6) && (codeKind !== 'recovery' || recoveryCode.replace(/[\s-]/g, '').length >= 8);

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
      {codeKind === 'app' && (
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
      {codeKind === 'recovery' && (
        <TextField
          label="Recovery code"
          name="recoveryCode"
          value={recoveryCode}
          onChange={(event) => setRecoveryCode(recoveryTyped(event.target.value))}
          required
          autoFocus
          slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 20 } }}
          helperText="One of the codes you saved when you set up your authenticator, like ABCDE-FGHJK. Each works once."
        />
      )}
      {codeKind !== 'none' && (
        <Button
          variant="text"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setMessage(null);
            setCodeKind(codeKind === 'app' ? 'recovery' : 'app');
          }}
        >
          {codeKind === 'app' ? 'Use a recovery code instead' : 'Use the code of my authenticator app'}
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={busy || !ready}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </Stack>
  );
}
