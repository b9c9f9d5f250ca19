// Setting up an authenticator app (docs/office.md, "The remote"): the password asked again
// (POST /api/office/second-factor), the QR code of the otpauth:// address with its secret as text
// to type instead, a code of the app to confirm (POST /api/office/second-factor/confirm); then the
// recovery codes, shown this once, to download or write down, and "I have saved my recovery codes"
// before going on. Used when a second factor must be set up before anything else and on the
// Account page ("Set up a new authenticator").
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, Stack } from '@mimea/shared/ui/controls';
import { Checkbox, FormControlLabel, TextField } from '@mimea/shared/ui/forms';
import { faultMessage, isFault } from '../../domain/office-fault';
import type { Enrolment } from '../../domain/office-types';
import { useOfficeSession } from '../../components/session/session-context';
import { saveFile } from '../../components/files/save-file';

interface Props {
  /** The recovery codes are saved: the new authenticator is the account's. */
  onDone: () => void;
  /** Given where setting up may be left (the Account page), before the new authenticator is confirmed. */
  onCancel?: () => void;
  /** The level of the steps' headings. */
  headingLevel?: 'h2' | 'h3';
}

type Step = { kind: 'password' } | { kind: 'scan'; enrolment: Enrolment } | { kind: 'codes'; codes: string[] };

/** The QR code as an image's address: the service's SVG, never put into the page's own markup. */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The secret in groups of 4, easier to type. */
const grouped = (secret: string) => secret.replace(/=+$/, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The recovery codes' text file. */
export function recoveryCodesText(username: string, codes: string[], made: Date): string {
  return [
    `Mimea Naturals back office: recovery codes of ${username}`,
    `Made ${made.toISOString().slice(0, 10)}. Each code signs you in once, instead of your authenticator app's code.`,
    'Setting up a new authenticator replaces them all.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** A field's problem of a 400 answer, or null. */
function problemOf(error: unknown, field: string): string | null {
  if (!isFault(error, 'invalid-input')) return null;
  return error.fault.problems.find((problem) => problem.field === field)?.message ?? null;
}

export function EnrolSecondFactor({ onDone, onCancel, headingLevel = 'h2' }: Props) {
  const { run, session } = useOfficeSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step's heading takes the focus: a screen reader says where the person is now.
  useEffect(() => {
    if (step.kind !== 'password') heading.current?.focus();
  }, [step.kind]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFieldError('Type your password.');
    setBusy(true);
    setFailure(null);
    setFieldError(null);
    try {
      const enrolment = await run((api) => api.startEnrolment(password));
      setPassword('');
      setStep({ kind: 'scan', enrolment });
    } catch (error) {
      const problem = problemOf(error, 'password');
      if (problem) setFieldError(problem);
      else setFailure(faultMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) return setFieldError('Type the 6 digits the app shows.');
    setBusy(true);
    setFailure(null);
    setFieldError(null);
    try {
      const codes = await run((api) => api.confirmEnrolment(code));
      setStep({ kind: 'codes', codes });
    } catch (error) {
      const problem = problemOf(error, 'code');
      setCode('');
      if (problem) setFieldError(problem);
      else setFailure(faultMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const failed = failure && (
    <Alert severity="error" role="alert">
      {failure}
    </Alert>
  );
  const cancel = onCancel && (
    <Button onClick={onCancel} disabled={busy}>
      Cancel
    </Button>
  );

  if (step.kind === 'password') {
    return (
      <Stack component="form" spacing={2} onSubmit={start} noValidate>
        <Typography>Type your password again to set up an authenticator app (Google Authenticator, Aegis, 1Password…) on your phone.</Typography>
        {failed}
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          autoFocus
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Working…' : 'Continue'}
          </Button>
          {cancel}
        </Box>
      </Stack>
    );
  }

  if (step.kind === 'scan') {
    const { enrolment } = step;
    return (
      <Stack component="form" spacing={2} onSubmit={confirm} noValidate>
        <Typography ref={heading} tabIndex={-1} variant="h6" component={headingLevel} sx={{ outline: 'none' }}>
          Scan the QR code
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          <li>Open your authenticator app and add an account.</li>
          <li>Scan this QR code with it.</li>
          <li>Type the 6-digit code the app then shows for Mimea Naturals.</li>
        </Box>
        <Box
          component="img"
          src={qrImageSource(enrolment.qrSvg)}
          alt="QR code for your authenticator app"
          width={220}
          height={220}
          sx={{ display: 'block', bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', imageRendering: 'pixelated' }}
        />
        <Box>
          <Typography variant="body2">Cannot scan it? In the app, choose to type a setup key (time-based) and type this one:</Typography>
          <Box component="code" sx={{ display: 'inline-block', mt: 0.5, fontSize: '1.1rem', letterSpacing: '0.05em', userSelect: 'all', overflowWrap: 'anywhere' }}>
            {grouped(enrolment.secret)}
          </Box>
        </Box>
        {failed}
        <TextField
          label="Code from the app"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          required
          error={fieldError !== null}
          helperText={fieldError ?? 'The 6 digits the app shows now'}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*', maxLength: 6 } }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
            {busy ? 'Working…' : 'Confirm'}
          </Button>
          {cancel}
        </Box>
      </Stack>
    );
  }

  const username = session?.account.username ?? 'you';
  return (
    <Stack spacing={2}>
      <Typography ref={heading} tabIndex={-1} variant="h6" component={headingLevel} sx={{ outline: 'none' }}>
        Your recovery codes
      </Typography>
      <Alert severity="success" role="status">
        Your authenticator is set up.
      </Alert>
      <Typography>
        Each of these codes signs you in once when your phone is lost or broken. They are shown only now: download them or write them down, and keep them somewhere safe that is not your
        phone.
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{ m: 0, pl: 4, fontFamily: 'monospace', fontSize: '1.1rem', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 }}
      >
        {step.codes.map((recovery) => (
          <li key={recovery}>{recovery}</li>
        ))}
      </Box>
      <Box>
        <Button variant="outlined" onClick={() => saveFile(new Blob([recoveryCodesText(username, step.codes, new Date())], { type: 'text/plain;charset=utf-8' }), `mimea-office-recovery-codes-${username}.txt`)}>
          Download
        </Button>
      </Box>
      <FormControlLabel control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />} label="I have saved my recovery codes" />
      <Box>
        <Button variant="contained" disabled={!saved} onClick={onDone}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}
