// C2B payments: one at the till is validated at the registered URL first (when it is refused,
// there is no payment), then confirmed (register-url.ts keeps the URLs), in one of the shapes
// real ones come in (c2b-shapes.ts). A Buy Goods payer types no account, so its BillRefNumber is "": the account is Pay Bill's.
import { c2bShape } from './c2b-shapes';
import { sendCallback } from './callbacks';
import type { CallbackRecord, PaymentKind, Simulator, TillPayment } from './state';
import { eatStamp, receiptNumber } from './wire';

/** A receipt number (TransID) never handed out before. */
export function newReceipt(sim: Simulator): string {
  let receipt = receiptNumber();
  while (sim.state.receipts.has(receipt)) receipt = receiptNumber();
  sim.state.receipts.add(receipt);
  return receipt;
}

type C2bStage = 'validation' | 'confirmation';

/** Daraja's TransactionType of each kind of payment. */
const TRANSACTION_TYPES: Record<PaymentKind, string> = { 'buy-goods': 'Buy Goods', 'pay-bill': 'Pay Bill' };

/** Where the money went: the till for Buy Goods, the store number for Pay Bill. */
export const businessShortCodeOf = (sim: Simulator, payment: TillPayment): string => (payment.kind === 'buy-goods' ? sim.config.till : sim.config.shortCode);

/** The C2B v2 body Daraja POSTs for a payment, in the shape settings.confirmationStyle gives it. */
function c2bBody(sim: Simulator, payment: TillPayment, stage: C2bStage): string {
  const tillBalance = sim.state.payments.filter((paid) => paid.accepted).reduce((sum, paid) => sum + paid.amount, 0);
  return JSON.stringify(
    c2bShape({
      payment,
      transactionType: TRANSACTION_TYPES[payment.kind],
      businessShortCode: businessShortCodeOf(sim, payment),
      balance: stage === 'confirmation' ? tillBalance : null,
      style: sim.state.settings.confirmationStyle,
    }),
  );
}

/** Sends the confirmation of an accepted payment, if URLs are registered. */
export function sendConfirmation(sim: Simulator, payment: TillPayment): Promise<CallbackRecord> | null {
  const registered = sim.state.c2b;
  if (!registered) return null;
  return sendCallback(sim, 'c2b-confirmation', registered.confirmationUrl, c2bBody(sim, payment, 'confirmation'));
}

/** Whether the shop's validation answer lets the payment through (ResponseType decides when it did not answer). */
function validationAccepts(record: CallbackRecord, responseType: 'Completed' | 'Cancelled'): { accepted: boolean; resultCode: string | number | null } {
  let answer: unknown;
  try {
    answer = record.answer ? JSON.parse(record.answer) : null;
  } catch {
    answer = null;
  }
  const resultCode = answer && typeof answer === 'object' && 'ResultCode' in answer ? (answer.ResultCode as string | number) : null;
  const answered = record.status !== null && record.status >= 200 && record.status < 300 && resultCode !== null;
  if (!answered) return { accepted: responseType === 'Completed', resultCode: null };
  return { accepted: String(resultCode) === '0', resultCode };
}

export interface TillOutcome {
  transId: string;
  accepted: boolean;
  /** The validation's ResultCode when it refused the payment. */
  resultCode?: string | number | null;
}

export interface TillPaymentRequest {
  phone: string;
  amount: number;
  kind: PaymentKind;
  /** The account the payer typed (Pay Bill only). */
  account: string;
  /** The confirmation callback comes that much later (the shopper has the SMS with the code at once; the shop hears of it late). */
  confirmAfterMs: number;
}

/** A payment by hand: validation (when URLs are registered), then, if accepted, confirmation. */
export async function payTill(sim: Simulator, request: TillPaymentRequest): Promise<TillOutcome> {
  const { phone, amount, kind, confirmAfterMs } = request;
  const account = kind === 'pay-bill' ? request.account : '';
  const now = new Date();
  const payment: TillPayment = {
    transId: newReceipt(sim),
    phone,
    amount,
    kind,
    account,
    time: eatStamp(now),
    at: now.toISOString(),
    checkoutRequestId: null,
    source: 'till',
    accepted: false,
    sequence: sim.state.paymentsMade++,
  };
  const registered = sim.state.c2b;
  if (registered) {
    const validation = await sendCallback(sim, 'c2b-validation', registered.validationUrl, c2bBody(sim, payment, 'validation'));
    const verdict = validationAccepts(validation, registered.responseType);
    if (!verdict.accepted) {
      sim.state.payments.push(payment);
      sim.config.log(`till payment ${payment.transId} refused by validation (${verdict.resultCode ?? 'no answer'})`);
      return { transId: payment.transId, accepted: false, resultCode: verdict.resultCode };
    }
  }
  payment.accepted = true;
  sim.state.payments.push(payment);
  sim.config.log(`till payment ${payment.transId}: KES ${amount}`);
  if (confirmAfterMs > 0) setTimeout(() => void sendConfirmation(sim, payment), confirmAfterMs).unref();
  else await sendConfirmation(sim, payment);
  return { transId: payment.transId, accepted: true };
}
