// Handing an order over at the pickup station (the `collect` action): the person at the station
// types the order number the shopper gives and the national ID on the shopper's card, and the
// service checks both against the order. A mismatch (409 `handover-mismatch`) is said in the
// service's words ("Do not hand it over."), and what was typed stays to be checked and corrected.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mimea/shared/ui/controls';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mimea/shared/ui/overlays';
import { TextField } from '@mimea/shared/ui/forms';
import { Typography } from '@mimea/shared/ui/core';
import type { Handover } from '../../domain/office-api';
import { faultMessage } from '../../domain/office-fault';

interface Props {
  /** The order's ID, named in the question (never filled in: it is what the shopper must give). */
  orderId: string;
  /** For cash on delivery, handing over records the payment. */
  cashOnDelivery: boolean;
  onConfirm: (handover: Handover) => Promise<void>;
  onClose: () => void;
}

export function HandoverDialog({ orderId, cashOnDelivery, onConfirm, onClose }: Props) {
  const titleId = useId();
  const [typedOrder, setTypedOrder] = useState('');
  const [nationalId, setNationalId] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const orderProblem = typedOrder.trim() ? null : 'Type the order number the shopper gives.';
  const idProblem = /\d/.test(nationalId) ? null : 'Type the national ID number on the shopper’s card.';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (orderProblem || idProblem) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm({ orderId: typedOrder.trim(), nationalId: nationalId.trim() });
    } catch (error) {
      setFailure(faultMessage(error));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Hand over</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            Hand over order {orderId}? Ask the shopper for the order number and their national ID card, and type both: the office checks them against the order.
            {cashOnDelivery ? ' Take the payment: handing over records it.' : ''}
          </Typography>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField
              label="Order number"
              name="handover-order"
              value={typedOrder}
              onChange={(event) => setTypedOrder(event.target.value)}
              required
              fullWidth
              autoFocus
              error={touched && orderProblem !== null}
              helperText={touched && orderProblem ? orderProblem : 'The whole order number, as the shopper gives it'}
              slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 60 } }}
            />
            <TextField
              label="Shopper’s national ID"
              name="handover-national-id"
              value={nationalId}
              onChange={(event) => setNationalId(event.target.value)}
              required
              fullWidth
              error={touched && idProblem !== null}
              helperText={touched && idProblem ? idProblem : 'The number on the ID card the shopper shows'}
              slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'numeric', maxLength: 20 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Working…' : 'Confirm: Hand over'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
