// /office/team (owner): the accounts with their second factor, recovery codes left and failed
// sign-ins of the last hour; a new account (staff or manager) with its one-time password shown
// once with when it expires; per account: reset its password (a new one-time password, shown
// once), reset its second factor, change its role, disable it, each behind a confirmation; and
// the settings "Require a second factor for staff and managers" and, for Products, the hold
// minutes and "Staff may edit products".
import { useCallback, useState, type FormEvent } from 'react';
import { VisuallyHidden } from '@mimea/shared';
import { Box, Typography, useTheme } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress, Paper, Stack } from '@mimea/shared/ui/controls';
import { Checkbox, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mimea/shared/ui/forms';
import { useMediaQuery } from '@mimea/shared/ui/office';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import type { OfficeApi } from '../domain/office-api';
import { faultMessage } from '../domain/office-fault';
import { formatWhen, ROLE_WORDS } from '../domain/office-format';
import { catalogueSettings } from '../domain/catalogue-api';
import type { OfficeSettings, OneTimePassword, StaffRole, TeamAccount } from '../domain/office-types';
import { ReasonDialog } from '../components/actions/reason-dialog';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { CatalogueSettings } from '../features/products/catalogue-settings';
import { useOfficeAnswer } from '../features/session/use-office-answer';
import { useOfficeSession } from '../components/session/session-context';

type AccountAction = 'reset-password' | 'reset-second-factor' | 'role' | 'disable';

interface Pending {
  action: AccountAction;
  account: TeamAccount;
}

/** A one-time password given, to be passed on: shown once. */
interface Given extends OneTimePassword {
  name: string;
  username: string;
  created: boolean;
}

const loadTeam = (api: OfficeApi) => api.team();
const loadSettings = (api: OfficeApi) => api.settings();
const loadCatalogueSettings = (api: OfficeApi) => catalogueSettings(api);

const otherRole = (account: TeamAccount): StaffRole => (account.role === 'manager' ? 'staff' : 'manager');

function statusText(account: TeamAccount, now: number): string {
  if (account.disabledAt) return `Disabled ${formatWhen(account.disabledAt)}`;
  if (account.mustChangePassword && account.oneTimePasswordExpiresAt) {
    const expires = Date.parse(account.oneTimePasswordExpiresAt);
    return !Number.isNaN(expires) && expires <= now ? 'One-time password expired: reset it' : `Has a one-time password until ${formatWhen(account.oneTimePasswordExpiresAt)}`;
  }
  if (account.mustChangePassword) return 'Has a one-time password';
  return 'Active';
}

/** What the account's facts say, the same in the table and on a phone's card. */
function facts(account: TeamAccount, now: number): { label: string; value: string }[] {
  return [
    { label: 'Role', value: ROLE_WORDS[account.role] },
    { label: 'Second factor', value: account.secondFactor ? 'Set up' : 'None' },
    { label: 'Recovery codes left', value: account.recoveryCodesLeft === null ? '—' : String(account.recoveryCodesLeft) },
    { label: 'Failed sign-ins, last hour', value: String(account.failedSignInsLastHour) },
    { label: 'Status', value: statusText(account, now) },
  ];
}

function question({ action, account }: Pending, staffSecondFactor: boolean): { title: string; text: string; confirm: string; danger: boolean } {
  const who = `${account.name} (${account.username})`;
  switch (action) {
    case 'reset-password':
      return {
        title: 'Reset password',
        text: `Give ${who} a new one-time password? Their present password stops working and their sessions end. The new one works for 24 hours; they choose their own when they sign in with it.`,
        confirm: 'Reset password',
        danger: false,
      };
    case 'reset-second-factor':
      return {
        title: 'Reset second factor',
        text: `Clear the authenticator and the recovery codes of ${who}? Their sessions end. ${
          staffSecondFactor ? 'They set up a new authenticator at their next sign-in.' : 'They sign in with their password only until they set up a new authenticator (Account).'
        }`,
        confirm: 'Reset second factor',
        danger: false,
      };
    case 'role':
      return account.role === 'manager'
        ? {
            title: 'Change role',
            text: `Make ${who} staff? Staff prepare, mark ready and hand over orders; they cannot verify a payment by hand, clear a payment flag, cancel a paid order or link a payment.`,
            confirm: 'Make staff',
            danger: false,
          }
        : {
            title: 'Change role',
            text: `Make ${who} a manager? A manager may also verify a payment by hand, clear a payment flag, cancel a paid order, link a payment and import the till statement.`,
            confirm: 'Make manager',
            danger: false,
          };
    case 'disable':
      return { title: 'Disable account', text: `Disable ${who}? Their sessions end and they can no longer sign in.`, confirm: 'Disable', danger: true };
  }
}

function AccountButtons({ account, onAction }: { account: TeamAccount; onAction: (action: AccountAction) => void }) {
  const name = account.username;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => onAction('reset-password')} aria-label={`Reset password of ${name}`}>
        Reset password
      </Button>
      {account.secondFactor && (
        <Button size="small" onClick={() => onAction('reset-second-factor')} aria-label={`Reset second factor of ${name}`}>
          Reset second factor
        </Button>
      )}
      <Button size="small" onClick={() => onAction('role')} aria-label={`Make ${name} ${account.role === 'manager' ? 'staff' : 'a manager'}`}>
        {account.role === 'manager' ? 'Make staff' : 'Make manager'}
      </Button>
      <Button size="small" color="error" onClick={() => onAction('disable')} aria-label={`Disable ${name}`}>
        Disable
      </Button>
    </Box>
  );
}

interface SettingsProps {
  settings: OfficeSettings | null;
  setSettings: (settings: OfficeSettings) => void;
  error: unknown;
}

function RequireSecondFactor({ settings, setSettings, error }: SettingsProps) {
  const { run } = useOfficeSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const change = async (required: boolean) => {
    setBusy(true);
    setFailure(null);
    setSaved(null);
    try {
      const next = await run((api) => api.saveSettings(required));
      setSettings(next);
      setSaved(
        next.staffSecondFactor
          ? 'Saved: staff and managers without a second factor set one up at their next sign-in or call.'
          : 'Saved: staff and managers may sign in with their password only.',
      );
    } catch (fault) {
      setFailure(faultMessage(fault));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="team-settings" sx={{ p: 2 }}>
      <Typography id="team-settings" variant="h6" component="h2" sx={{ mb: 1 }}>
        Second factor
      </Typography>
      {error !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {faultMessage(error)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {settings && (
        <>
          <FormControlLabel
            control={<Checkbox checked={settings.staffSecondFactor} disabled={busy} onChange={(event) => void change(event.target.checked)} />}
            label="Require a second factor for staff and managers"
          />
          <FormHelperText sx={{ mt: 0 }}>The owner always signs in with one. When this is on, everyone else sets up an authenticator app too.</FormHelperText>
        </>
      )}
      {!settings && error === null && <CircularProgress size={24} aria-label="Loading the setting" />}
      {saved && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {saved}
        </Typography>
      )}
    </Paper>
  );
}

export default function TeamPage() {
  useOfficeTitle('Team');
  const { run, session } = useOfficeSession();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const { data: team, error: loadError, reload } = useOfficeAnswer(loadTeam);
  const { data: settings, setData: setSettings, error: settingsError } = useOfficeAnswer(loadSettings);
  const { data: catalogue, setData: setCatalogue, error: catalogueError } = useOfficeAnswer(loadCatalogueSettings);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [given, setGiven] = useState<Given | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [now] = useState(() => Date.now());

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    try {
      const created = await run((api) => api.addAccount({ username: username.trim(), name: name.trim(), role }));
      setGiven({ name: created.account.name, username: created.account.username, oneTimePassword: created.oneTimePassword, expiresAt: created.expiresAt, created: true });
      setUsername('');
      setName('');
      setRole('staff');
      reload();
    } catch (failure) {
      setError(faultMessage(failure));
    }
  };

  /** Does what was confirmed; a fault stays in the dialog (reason-dialog.tsx shows it). */
  const act = useCallback(
    async ({ action, account }: Pending) => {
      const who = `${account.name} (${account.username})`;
      if (action === 'reset-password') {
        const password = await run((api) => api.resetPassword(account.username));
        setGiven({ name: account.name, username: account.username, ...password, created: false });
        setNotice(null);
      } else if (action === 'reset-second-factor') {
        await run((api) => api.resetSecondFactor(account.username));
        setNotice(`The second factor of ${who} is cleared, with their recovery codes; their sessions ended.`);
      } else if (action === 'role') {
        const next = otherRole(account);
        await run((api) => api.setRole(account.username, next));
        setNotice(`${who} is now ${next === 'manager' ? 'a manager' : 'staff'}.`);
      } else {
        await run((api) => api.disable(account.username));
        setNotice(`${who} is disabled; their sessions ended.`);
      }
      setPending(null);
      setError(null);
      reload();
    },
    [run, reload],
  );

  const mine = session?.account.username;
  const manageable = (account: TeamAccount) => !account.disabledAt && account.role !== 'owner' && account.username !== mine;
  const asked = pending && question(pending, settings?.staffSecondFactor ?? false);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Team
      </Typography>
      {(error ?? loadError) !== null && (
        <Alert severity="error" role="alert">
          {error ?? faultMessage(loadError)}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {given && (
        <Alert severity="success" role="status" onClose={() => setGiven(null)}>
          {given.created ? `${given.name} can sign in as ` : `${given.name}’s new one-time password, to sign in as `}
          <strong>{given.username}</strong>
          {given.created ? ' with the one-time password ' : ': '}
          <Box component="code" sx={{ fontSize: '1.1rem', userSelect: 'all' }}>
            {given.oneTimePassword}
          </Box>
          . It works until {formatWhen(given.expiresAt)} and is shown only now: give it to them; they choose their own when they sign in with it.
        </Alert>
      )}
      <RequireSecondFactor settings={settings} setSettings={setSettings} error={settingsError} />
      <CatalogueSettings settings={catalogue} setSettings={setCatalogue} error={catalogueError} />
      {!team && loadError === null && <CircularProgress aria-label="Loading the team" />}
      {team && wide && (
        <TableContainer>
          <Table size="small" aria-label="Accounts">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Second factor</TableCell>
                <TableCell align="right">Recovery codes left</TableCell>
                <TableCell align="right">Failed sign-ins, last hour</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {team.map((account) => {
                const [roleFact, factorFact, codesFact, failedFact, statusFact] = facts(account, now);
                return (
                  <TableRow key={account.username}>
                    <TableCell>
                      {account.name}
                      <Typography variant="body2" color="textSecondary">
                        {account.username}
                      </Typography>
                    </TableCell>
                    <TableCell>{roleFact?.value}</TableCell>
                    <TableCell>{factorFact?.value}</TableCell>
                    <TableCell align="right">{codesFact?.value}</TableCell>
                    <TableCell align="right">{failedFact?.value}</TableCell>
                    <TableCell>{statusFact?.value}</TableCell>
                    <TableCell>{manageable(account) && <AccountButtons account={account} onAction={(action) => setPending({ action, account })} />}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {team && !wide && (
        <Box component="ul" aria-label="Accounts" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {team.map((account) => (
            <Paper component="li" variant="outlined" key={account.username} sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {account.name} <Typography component="span" variant="body2" color="textSecondary">{account.username}</Typography>
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, '& dd': { m: 0 } }}>
                {facts(account, now).map((fact) => (
                  <Box key={fact.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="textSecondary">
                      {fact.label}
                    </Typography>
                    <Typography component="dd" variant="body2">
                      {fact.value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {manageable(account) && (
                <Box sx={{ mt: 1 }}>
                  <AccountButtons account={account} onAction={(action) => setPending({ action, account })} />
                </Box>
              )}
            </Paper>
          ))}
        </Box>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="team-add" sx={{ p: 2, maxWidth: 480 }}>
        <Typography id="team-add" variant="h6" component="h2" sx={{ mb: 1 }}>
          Add an account
        </Typography>
        <Stack component="form" spacing={2} onSubmit={add}>
          <TextField label="Username" value={username} onChange={(event) => setUsername(event.target.value)} required slotProps={{ htmlInput: { autoComplete: 'off' } }} />
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} required />
          <TextField
            select
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value === 'manager' ? 'manager' : 'staff')}
            helperText={
              role === 'manager'
                ? 'A manager may also verify payments by hand, cancel paid orders, link payments and import the till statement.'
                : 'Staff prepare, mark ready and hand over orders, and answer messages.'
            }
          >
            <MenuItem value="staff">Staff</MenuItem>
            <MenuItem value="manager">Manager</MenuItem>
          </TextField>
          <Button type="submit" variant="contained" disabled={!username.trim() || !name.trim()}>
            Add account
          </Button>
        </Stack>
      </Paper>
      {pending && asked && (
        <ReasonDialog
          title={asked.title}
          question={asked.text}
          confirmLabel={asked.confirm}
          needsReason={false}
          danger={asked.danger}
          onConfirm={() => act(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
