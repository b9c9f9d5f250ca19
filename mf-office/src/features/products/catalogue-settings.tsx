// The owner's catalogue settings, on Team (docs/office.md, "Products"): how long an M-Pesa order
// awaiting payment holds its units, and whether staff may edit products (the owner and managers
// always may). Saved together; the minutes are checked in words before they are sent. The page
// loads the settings and passes them in.
import { useId, useState, type FormEvent } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress, Paper } from '@mimea/shared/ui/controls';
import { Checkbox, FormControlLabel, TextField } from '@mimea/shared/ui/forms';
import { saveCatalogueSettings } from '../../domain/catalogue-api';
import type { CatalogueSettings as Settings } from '../../domain/catalogue-types';
import { faultMessage } from '../../domain/office-fault';
import { useOfficeSession } from '../../components/session/session-context';

/** The minutes typed, or the problem in words. */
export function holdMinutesOf(typed: string): { ok: true; minutes: number } | { ok: false; problem: string } {
  const minutes = Number(typed.trim());
  if (!/^\d+$/.test(typed.trim()) || minutes < 5 || minutes > 1440) return { ok: false, problem: 'Type a whole number of minutes from 5 to 1440 (a day).' };
  return { ok: true, minutes };
}

interface Props {
  settings: Settings | null;
  setSettings: (settings: Settings) => void;
  error: unknown;
}

function SettingsForm({ settings, setSettings }: { settings: Settings; setSettings: (settings: Settings) => void }) {
  const { run } = useOfficeSession();
  const [minutes, setMinutes] = useState(String(settings.holdMinutes));
  const [staffMayEdit, setStaffMayEdit] = useState(settings.staffMayEdit);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setFailure(null);
    const read = holdMinutesOf(minutes);
    if (!read.ok) return setProblem(read.problem);
    setProblem(null);
    setBusy(true);
    try {
      const next = await run((api) => saveCatalogueSettings(api, { holdMinutes: read.minutes, staffMayEdit }));
      setSettings(next);
      setSaved(`Saved: an unpaid M-Pesa order holds its stock for ${next.holdMinutes} minutes; ${next.staffMayEdit ? 'staff may edit products' : 'only the owner and managers edit products'}.`);
    } catch (fault) {
      setFailure(faultMessage(fault));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
        <TextField
          label="Hold minutes"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          error={problem !== null}
          helperText={problem ?? 'How long an M-Pesa order awaiting payment keeps its units from other shoppers (5 to 1440).'}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <FormControlLabel control={<Checkbox checked={staffMayEdit} onChange={(event) => setStaffMayEdit(event.target.checked)} />} label="Staff may edit products" />
        <Box>
          <Button type="submit" variant="outlined" disabled={busy}>
            Save the product settings
          </Button>
        </Box>
      </Box>
      {saved && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {saved}
        </Typography>
      )}
    </>
  );
}

export function CatalogueSettings({ settings, setSettings, error }: Props) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Products and stock
      </Typography>
      {error !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {faultMessage(error)}
        </Alert>
      )}
      {!settings && error === null && <CircularProgress size={24} aria-label="Loading the catalogue settings" />}
      {settings && <SettingsForm settings={settings} setSettings={setSettings} />}
    </Paper>
  );
}
