// C2B: the shop registers its validation and confirmation URLs on its store number
// (POST /mpesa/c2b/v2/registerurl); a payment at the till is validated there first (when it is
// refused, there is no payment), then confirmed. v2 masks the payer's number.
import type { ServerResponse } from 'node:http';
import { sendCallback } from './callbacks';
import type { CallbackRecord, Simulator, TillPayment } from './state';
import { type JsonObject, eatStamp, maskedMsisdn, receiptNumber, requestId, sendInvalidField, sendJson, textOf } from './wire';

/** Words Daraja refuses in a registered URL, in any case. */
const FORBIDDEN_IN_URLS = /m-?pesa|safaricom|exe|cmd|sql|query/i;

const isCallbackUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || FORBIDDEN_IN_URLS.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export function handleRegisterUrl(sim: Simulator, res: ServerResponse, body: JsonObject): void {
  if (textOf(body.ShortCode) !== sim.config.shortCode) return sendInvalidField(res, 'ShortCode');
  if (body.ResponseType !== 'Completed' && body.ResponseType !== 'Cancelled') return sendInvalidField(res, 'ResponseType');
  if (!isCallbackUrl(body.ConfirmationURL)) return sendInvalidField(res, 'ConfirmationURL');
  if (!isCallbackUrl(body.ValidationURL)) return sendInvalidField(res, 'ValidationURL');
  sim.state.c2b = {
    shortCode: sim.config.shortCode,
    responseType: body.ResponseType,
    confirmationUrl: body.ConfirmationURL,
    validationUrl: body.ValidationURL,
  };
  // Only the origin: a shop's callback paths hold its secret.
  sim.config.log(`C2B URLs registered for ${new URL(String(body.ConfirmationURL)).origin} (${body.ResponseType})`);
  sendJson(res, 200, { OriginatorCoversationID: requestId(), ResponseCode: '0', ResponseDescription: 'Success' });
}

/** A receipt number (TransID) never handed out before. */
export function newReceipt(sim: Simulator): string {
  let receipt = receiptNumber();
  while (sim.state.receipts.has(receipt)) receipt = receiptNumber();
  sim.state.receipts.add(receipt);
  return receipt;
}

type C2bStage = 'validation' | 'confirmation';

/** The C2B v2 body Daraja POSTs for a payment. */
function c2bBody(sim: Simulator, payment: TillPayment, transactionType: string, stage: C2bStage): string {
  const tillBalance = sim.state.payments.filter((paid) => paid.accepted).reduce((sum, paid) => sum + paid.amount, 0);
  return JSON.stringify({
    TransactionType: transactionType,
    TransID: payment.transId,
    TransTime: payment.time,
    TransAmount: payment.amount.toFixed(2),
    BusinessShortCode: sim.config.shortCode,
    BillRefNumber: payment.account,
    InvoiceNumber: '',
    OrgAccountBalance: stage === 'confirmation' ? tillBalance.toFixed(2) : '',
    ThirdPartyTransID: '',
    MSISDN: maskedMsisdn(payment.phone),
    FirstName: 'John',
    MiddleName: '',
    LastName: '',
  });
}

/** Sends the confirmation of an accepted payment, if URLs are registered. */
export function sendConfirmation(sim: Simulator, payment: TillPayment, transactionType = 'Buy Goods'): Promise<CallbackRecord> | null {
  const registered = sim.state.c2b;
  if (!registered) return null;
  return sendCallback(sim, 'c2b-confirmation', registered.confirmationUrl, c2bBody(sim, payment, transactionType, 'confirmation'));
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

/** A payment at the till by hand: validation (when registered), then, if accepted, confirmation. */
/**
 * A payment at the till by hand. `confirmAfterMs`: the confirmation callback comes that much
 * later (the shopper has the SMS with the code at once; the shop hears of it late).
 */
export async function payTill(sim: Simulator, phone: string, amount: number, account: string, confirmAfterMs = 0): Promise<TillOutcome> {
  const payment: TillPayment = { transId: newReceipt(sim), phone, amount, account, time: eatStamp(new Date()), source: 'till', accepted: false };
  const registered = sim.state.c2b;
  if (registered) {
    const validation = await sendCallback(sim, 'c2b-validation', registered.validationUrl, c2bBody(sim, payment, 'Buy Goods', 'validation'));
    const verdict = validationAccepts(validation, registered.responseType);
    if (!verdict.accepted) {
      sim.state.payments.push(payment);
      sim.config.log(`till payment ${payment.transId} refused by validation (${verdict.resultCode ?? 'no answer'})`);
      return { transId: payment.transId, accepted: false, resultCode: verdict.resultCode };
    }
  }
  payment.accepted = true;
  sim.state.payments.push(payment);
  sim.config.log(`till payment ${payment.transId}: KES ${amount} from ${maskedMsisdn(phone)}, account "${account}"`);
  if (confirmAfterMs > 0) setTimeout(() => void sendConfirmation(sim, payment), confirmAfterMs).unref();
  else await sendConfirmation(sim, payment);
  return { transId: payment.transId, accepted: true };
}
