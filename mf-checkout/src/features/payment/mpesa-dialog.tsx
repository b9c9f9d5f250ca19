import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress } from '@mimea/shared/ui/controls';
import { TextField } from '@mimea/shared/ui/forms';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mimea/shared/ui/overlays';
import { formatKES, shopContacts, showToast, normaliseKenyanPhone } from '@mimea/shared';
import { paymentMessages, sendPromptLabel } from '../../domain/payment/payment-messages';
import { PromptStep } from './prompt-step';
import type { MpesaPayment } from './use-mpesa-payment';
import { isTransactionId, localPhone, maskedPhone, mpesaLimitMessage, payableByMpesa, TRANSACTION_ID_LENGTH, typedTransactionId } from '@mimea/order-rules';

export type MpesaStep = 'phone' | 'prompt' | 'instructions' | 'verifying';

interface Props {
  open: boolean;
  total: number;
  /** The phone of the shipping form, already normalised when it could be. */
  initialPhone: string;
  orderId: string | null;
  /** The order is being sent: the step waits (the sender ignores a second submission). */
  submitting: boolean;
  /** The order is paid or its code given: 'Verifying Your Order' until the dialog closes. */
  done: boolean;
  payment: MpesaPayment;
  cashOnDeliveryOffered: boolean;
  onClose: () => void;
}

/**
 * The M-Pesa payment dialog (purchase spec sections 2.4 and 4, issue 39): the phone, with the
 * prompt to it as the first choice; the prompt on the phone and its outcome; paying the till
 * and entering the transaction ID; then 'Verifying Your Order'. What the shopper typed stays
 * when a submission fails or the dialog is closed and opened again; an order awaiting its
 * payment is shown again (the prompt step) when the dialog opens.
 */
export function MpesaDialog({ open, total, initialPhone, orderId, submitting, done, payment, cashOnDeliveryOffered, onClose }: Props) {
  const [chosen, setChosen] = useState<'phone' | 'instructions'>('phone');
  const [phone, setPhone] = useState(initialPhone);
  const [transactionId, setTransactionId] = useState('');
  const [phoneError, setPhoneError] = useState(false);
  const [transactionError, setTransactionError] = useState(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const transactionInput = useRef<HTMLInputElement>(null);
  const step: MpesaStep = done ? 'verifying' : chosen === 'instructions' ? 'instructions' : payment.order || payment.busy ? 'prompt' : 'phone';
  const busy = submitting || payment.busy;

  // A new phone on the form replaces the dialog's (state adjusted while rendering).
  const [formPhone, setFormPhone] = useState(initialPhone);
  if (formPhone !== initialPhone) {
    setFormPhone(initialPhone);
    setPhone(initialPhone);
  }

  useEffect(() => {
    if (!open) return;
    const input = step === 'phone' ? phoneInput.current : step === 'instructions' ? transactionInput.current : null;
    // After the dialog's own focus handling has run.
    const timer = setTimeout(() => input?.focus(), 50);
    return () => clearTimeout(timer);
  }, [open, step]);

  /** The typed phone as +254…, or null after telling the shopper it is not one. */
  const checkedPhone = () => {
    const normalised = normaliseKenyanPhone(phone);
    if (!normalised) {
      setPhoneError(true);
      showToast(paymentMessages.invalidPhone, 'error');
      phoneInput.current?.focus();
      return null;
    }
    setPhone(normalised);
    setPhoneError(false);
    return normalised;
  };

  const sendPrompt = (event: FormEvent) => {
    event.preventDefault();
    const normalised = checkedPhone();
    if (normalised) void payment.sendPrompt(normalised);
  };

  const continueToInstructions = () => {
    if (checkedPhone()) setChosen('instructions');
  };

  const confirmPayment = async (event: FormEvent) => {
    event.preventDefault();
    if (!isTransactionId(transactionId)) {
      setTransactionError(true);
      showToast(paymentMessages.invalidTransactionId, 'error');
      return;
    }
    setTransactionError(false);
    await payment.giveCode(normaliseKenyanPhone(phone) ?? initialPhone, transactionId);
  };

  const typed = normaliseKenyanPhone(phone);
  // The stored order's total once it is known (the shop priced it), else the page's.
  const amount = payment.view?.total ?? total;
  const promptPhone = payment.view?.prompt?.phone || (payment.phone ? maskedPhone(payment.phone) : '');
  const closable = !submitting && !done;
  return (
    <Dialog
      open={open}
      keepMounted
      onClose={closable ? onClose : undefined}
      aria-labelledby="mpesa-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="mpesa-dialog-title">Pay with M-Pesa</DialogTitle>
      {step === 'phone' && !payableByMpesa(total) && (
        // Above M-Pesa's limit for one payment neither the prompt nor the till can take it.
        <>
          <DialogContent sx={{ pt: 0 }}>
            <Alert severity="warning" data-testid="mpesa-limit">
              {mpesaLimitMessage}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
      {step === 'phone' && payableByMpesa(total) && (
        <Box component="form" onSubmit={sendPrompt} noValidate>
          <DialogContent sx={{ pt: 0 }}>
            <Typography sx={{ mb: 2 }}>
              Amount to pay: <strong>{formatKES(total)}</strong>
            </Typography>
            <TextField
              inputRef={phoneInput}
              label="M-Pesa phone number"
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                setPhoneError(false);
              }}
              error={phoneError}
              helperText={phoneError ? paymentMessages.invalidPhone.text : 'The number you pay from, e.g. +254712345678'}
              fullWidth
              required
              slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel', maxLength: 20 } }}
            />
            <Button type="submit" variant="contained" fullWidth disabled={busy || payment.promptLocked} sx={{ mt: 2 }}>
              {typed ? sendPromptLabel(localPhone(typed)) : 'Send the M-Pesa prompt'}
            </Button>
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              Or pay at our till yourself: choose Continue.
            </Typography>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button onClick={() => setChosen('instructions')}>Already Paid</Button>
            <Button onClick={continueToInstructions}>Continue</Button>
          </DialogActions>
        </Box>
      )}
      {step === 'prompt' && (
        <PromptStep
          outcome={payment.outcome ?? { kind: 'checking' }}
          total={payment.view?.total ?? total}
          phone={promptPhone}
          busy={payment.busy}
          cashOnDeliveryOffered={cashOnDeliveryOffered}
          onSendAgain={() => void payment.sendPrompt(payment.phone)}
          onPaidAnotherWay={() => setChosen('instructions')}
          onPayOnDelivery={() => void payment.payOnDelivery()}
          onClose={onClose}
        />
      )}
      {step === 'instructions' && (
        <Box component="form" onSubmit={confirmPayment} noValidate>
          <DialogContent sx={{ pt: 0 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Pay {formatKES(amount)} to our till
            </Typography>
            <Box component="ol" sx={{ pl: 2.5, my: 1, '& li': { mb: 0.5 } }}>
              <li>Open M-Pesa on your phone and choose Lipa na M-Pesa.</li>
              <li>Choose Buy Goods and Services.</li>
              <li>
                Enter till number <strong data-testid="mpesa-till">{shopContacts.mpesa.till}</strong> ({shopContacts.brand}).
              </li>
              <li>
                Enter the exact amount, <strong>{formatKES(amount)}</strong>, then your M-Pesa PIN.
              </li>
              <li>Enter the transaction ID from the M-Pesa SMS below.</li>
            </Box>
            <TextField
              inputRef={transactionInput}
              label="M-Pesa transaction ID"
              value={transactionId}
              onChange={(event) => {
                setTransactionId(typedTransactionId(event.target.value));
                setTransactionError(false);
              }}
              error={transactionError}
              helperText={transactionError ? paymentMessages.invalidTransactionId.text : 'Ten letters and digits, e.g. QFT4XY7Z2K'}
              fullWidth
              required
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: TRANSACTION_ID_LENGTH + 4, autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
            />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
            <Button onClick={() => setChosen('phone')} disabled={busy}>
              Back
            </Button>
            <Button type="submit" variant="contained" aria-disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
              {busy ? 'Submitting…' : 'Confirm Payment'}
            </Button>
          </DialogActions>
        </Box>
      )}
      {step === 'verifying' && (
        <DialogContent sx={{ textAlign: 'center', py: 4 }} role="status">
          <CircularProgress aria-hidden="true" />
          <Typography variant="h6" component="p" sx={{ mt: 2 }}>
            Verifying Your Order
          </Typography>
          {orderId && <Typography color="textSecondary">Order {orderId}</Typography>}
        </DialogContent>
      )}
    </Dialog>
  );
}
