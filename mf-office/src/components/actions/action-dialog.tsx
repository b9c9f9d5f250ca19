// The confirmation of an action on one order or several, with its reason where the service needs
// one. A failure keeps the dialog and what was typed (docs/office.md: "What a person typed
// survives a fault"); the caller decides what a 409 `changed` shows.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button } from '@mimea/shared/ui/controls';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mimea/shared/ui/overlays';
import { TextField } from '@mimea/shared/ui/forms';
import { Typography } from '@mimea/shared/ui/core';
import { faultMessage } from '../../domain/office-fault';
import { ACTION_LABELS, REASON_MAX, REASON_REQUIRED, reasonProblem, type OrderAction } from '../../domain/order-tabs';

interface Props {
  action: OrderAction;
  /** What it is done to: "order MN-…", "3 orders". */
  subject: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

const QUESTIONS: Record<OrderAction, string> = {
  'mark-ready': 'Mark {subject} ready for collection at the pickup station?',
  collect: 'Record that {subject} was collected? For cash on delivery, this records the payment.',
  cancel: 'Cancel {subject}? The shopper is not told by the office: contact them.',
  'verify-payment': 'Verify the payment of {subject} by hand? Say what you checked.',
};

export function ActionDialog({ action, subject, onConfirm, onClose }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsReason = REASON_REQUIRED.has(action);
  const problem = reasonProblem(action, reason);

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
        <DialogTitle id={titleId}>{ACTION_LABELS[action]}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{QUESTIONS[action].replace('{subject}', subject)}</Typography>
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
              helperText={touched && problem ? problem : `3 to ${REASON_MAX} characters, kept in the order's history`}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button type="submit" variant="contained" color={action === 'cancel' ? 'error' : 'primary'} disabled={busy}>
            {busy ? 'Working…' : `Confirm: ${ACTION_LABELS[action]}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
