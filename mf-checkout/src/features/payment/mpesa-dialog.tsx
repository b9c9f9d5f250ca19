import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatKES, LabelledInput, ModalDialog, shopContacts, showToast, normaliseKenyanPhone, ShopAlert, ShopButton, ShopSpinner } from '@mimea/shared';
import { paymentMessages, sendPromptLabel } from '../../domain/payment/payment-messages';
import { mpesaDialogSx } from './mpesa-dialog-styles';
import { PromptStep } from './prompt-step';
import type { MpesaPayment } from '../../components/order-payment/use-mpesa-payment';
import { isTransactionId, localPhone, maskedPhone, mpesaLimitMessage, payableByMpesa, TRANSACTION_ID_LENGTH, typedTransactionId } from '@mimea/order-rules';

export type MpesaStep = 'phone' | 'prompt' | 'instructions' | 'verifying';

const SPACED_BELOW = { marginBottom: 16 };
/** While the order is being sent or verified, Escape and the backdrop leave the dialog open. */
const ignoreClose = () => undefined;

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
 *
 * A ModalDialog (the browser's modal <dialog>: the page behind it inert, so the keyboard stays in
 * it; Escape and the backdrop close it while closing is allowed; the focus goes back to Place
 * Order on close) drawn with the shop's own fields, buttons, alert and spinner: opening it loads
 * none of MUI's overlays, forms or controls groups.
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
    // After the dialog's own focus handling has run, unless the shopper is already in the box; the
    // caret after what is there (the browser's opening of a modal may leave it all selected, and a
    // key pressed would replace the number).
    const timer = setTimeout(() => {
      if (!input || input === document.activeElement) return;
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }, 50);
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
  // What is left of a part-paid order, else the stored order's total once it is known (the shop priced it), else the page's.
  const amount = payment.view?.leftToPay ?? payment.view?.total ?? total;
  const promptPhone = payment.view?.prompt?.phone || (payment.phone ? maskedPhone(payment.phone) : '');
  const closable = !submitting && !done;
  return (
    <ModalDialog open={open} onCloseRequest={closable ? onClose : ignoreClose} aria-labelledby="mpesa-dialog-title" sx={mpesaDialogSx}>
      <h2 id="mpesa-dialog-title" className="mpesa-title">
        Pay with M-Pesa
      </h2>
      {step === 'phone' && !payableByMpesa(total) && (
        // Above M-Pesa's limit for one payment neither the prompt nor the till can take it.
        <>
          <div className="mpesa-content">
            <ShopAlert severity="warning" role="alert" data-testid="mpesa-limit">
              {mpesaLimitMessage}
            </ShopAlert>
          </div>
          <div className="mpesa-actions">
            <ShopButton onClick={onClose}>Close</ShopButton>
          </div>
        </>
      )}
      {step === 'phone' && payableByMpesa(total) && (
        <form onSubmit={sendPrompt} noValidate>
          <div className="mpesa-content">
            <p className="mpesa-text" style={SPACED_BELOW}>
              Amount to pay: <strong>{formatKES(total)}</strong>
            </p>
            <LabelledInput
              inputRef={phoneInput}
              label="M-Pesa phone number"
              type="tel"
              value={phone}
              onChange={(typed) => {
                setPhone(typed);
                setPhoneError(false);
              }}
              error={phoneError ? paymentMessages.invalidPhone.text : undefined}
              helperText="The number you pay from, e.g. +254712345678"
              required
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
            />
            <ShopButton type="submit" variant="contained" fullWidth disabled={busy || payment.promptLocked} style={{ marginTop: 16 }}>
              {typed ? sendPromptLabel(localPhone(typed)) : 'Send the M-Pesa prompt'}
            </ShopButton>
            <p className="mpesa-small" style={{ marginTop: 12 }}>
              Or pay at our till yourself: choose Continue.
            </p>
          </div>
          <div className="mpesa-actions">
            <ShopButton onClick={onClose}>Cancel</ShopButton>
            <ShopButton onClick={() => setChosen('instructions')}>Already Paid</ShopButton>
            <ShopButton onClick={continueToInstructions}>Continue</ShopButton>
          </div>
        </form>
      )}
      {step === 'prompt' && (
        <PromptStep
          outcome={payment.outcome ?? { kind: 'checking' }}
          total={payment.view?.total ?? total}
          promptAmount={payment.view?.prompt?.amount ?? null}
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
        <form onSubmit={confirmPayment} noValidate>
          <div className="mpesa-content">
            <h3 className="mpesa-step-title">Pay {formatKES(amount)} to our till</h3>
            <ol className="mpesa-steps">
              <li>Open M-Pesa on your phone and choose Lipa na M-Pesa.</li>
              <li>Choose Buy Goods and Services.</li>
              <li>
                Enter till number <strong data-testid="mpesa-till">{shopContacts.mpesa.till}</strong> ({shopContacts.brand}).
              </li>
              <li>
                Enter the exact amount, <strong>{formatKES(amount)}</strong>, then your M-Pesa PIN.
              </li>
              <li>Enter the transaction ID from the M-Pesa SMS below.</li>
            </ol>
            <LabelledInput
              inputRef={transactionInput}
              label="M-Pesa transaction ID"
              value={transactionId}
              onChange={(typed) => {
                setTransactionId(typedTransactionId(typed));
                setTransactionError(false);
              }}
              error={transactionError ? paymentMessages.invalidTransactionId.text : undefined}
              helperText="Ten letters and digits, e.g. QFT4XY7Z2K"
              required
              disabled={busy}
              maxLength={TRANSACTION_ID_LENGTH + 4}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <div className="mpesa-actions">
            <ShopButton onClick={() => setChosen('phone')} disabled={busy}>
              Back
            </ShopButton>
            <ShopButton type="submit" variant="contained" aria-disabled={busy} startIcon={busy ? <ShopSpinner size={18} /> : undefined}>
              {busy ? 'Submitting…' : 'Confirm Payment'}
            </ShopButton>
          </div>
        </form>
      )}
      {step === 'verifying' && (
        <div className="mpesa-content mpesa-content-centred" role="status">
          <ShopSpinner />
          <p className="mpesa-verifying">Verifying Your Order</p>
          {orderId && <p className="mpesa-text mpesa-muted">Order {orderId}</p>}
        </div>
      )}
    </ModalDialog>
  );
}
