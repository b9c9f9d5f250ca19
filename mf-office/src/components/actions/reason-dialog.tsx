// The confirmation of an office action, with its reason where one is needed: an order's action
// (action-dialog.tsx), a payment's link to its order. A failure keeps the dialog and what was
// typed (docs/office.md: "What a person typed survives a fault"); the caller decides what a
// fault it handles itself shows.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button } from '@mimea/shared/ui/controls';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mimea/shared/ui/overlays';
import { TextField } from '@mimea/shared/ui/forms';
import { Typography } from '@mimea/shared/ui/core';
import { faultMessage } from '../../domain/office-fault';
import { REASON_MAX, reasonTextProblem } from '../../domain/order-tabs';

interface Props {
  title: string;
  question: ReactNode;
  /** The confirming button's words. */
  confirmLabel: string;
  /** Whether a reason (3–500 characters) is asked for. */
  needsReason: boolean;
  /** Where the reason is kept, under the field. */
  reasonHelp?: string;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

export function ReasonDialog({ title, question, confirmLabel, needsReason, reasonHelp = "kept in the order's history", danger = false, onConfirm, onClose }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = needsReason ? reasonTextProblem(reason) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
    } catch (error) {
      setFailure(faultMessage(error));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{question}</Typography>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {needsReason && (
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
              required
              fullWidth
              multiline
              minRows={2}
              autoFocus
              error={touched && problem !== null}
              helperText={touched && problem ? problem : `3 to ${REASON_MAX} characters, ${reasonHelp}`}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy}>
            {busy ? 'Working…' : `Confirm: ${confirmLabel}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
