// The bodies Daraja posts to the shop (docs/payments.md, "Evidence first"): a prompt's result and a
// till payment's validation and confirmation. They are kept raw before this reads them
// (evidence/evidence-journal.ts), so reading is tolerant: only the fields the shop uses are read,
// each as Daraja really sends it (strings, numbers or null; result codes such as "0", 1032 or
// "SFC_IC0003"; amounts as "200.00", 200 or 200.0; masked, hashed or empty numbers and names). A
// problem names a field, never its value (it may carry a phone number or a name).
import { amountOf, identifierOf, objectAt, receiptOf, resultCodeOf, textOf } from './lenient-fields';

export interface StkPayment {
  /** KES, as M-Pesa reports it; null when a success came without it (the prompt's amount stands). */
  amount: number | null;
  /** MpesaReceiptNumber; null when a success came without one (a query-like confirmation). */
  receipt: string | null;
  /** YYYYMMDDHHmmss (East Africa Time), as sent. */
  transactionDate: string | null;
  /** As sent: 2547XXXXXXXX, masked or hashed; null when absent. */
  phone: string | null;
}

export interface StkResult {
  merchantRequestId: string | null;
  checkoutRequestId: string;
  /** As Daraja sent it, as text: "0", "1032", "SFC_IC0003". */
  resultCode: string;
  resultDesc: string;
  /** Only for ResultCode 0. */
  payment: StkPayment | null;
}

export interface C2bPayment {
  transId: string;
  /** YYYYMMDDHHmmss (East Africa Time), as sent; null when absent. */
  transTime: string | null;
  /** KES, with cents. */
  amount: number;
  /** The short code paid (the till, or the store number); "" when absent. */
  shortCode: string;
  /** The account a Pay Bill payer typed; "" for Buy Goods, where there is none. */
  billRefNumber: string;
  /** As sent (Safaricom masks or hashes it), or "". */
  msisdn: string;
  firstName: string;
  transactionType: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const fail = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

/** The metadata items of a paid prompt's callback, by name (the first of a repeated name wins). */
function metadataOf(callback: Record<string, unknown>): Map<string, unknown> {
  const items = new Map<string, unknown>();
  const list = objectAt(callback, 'CallbackMetadata')?.Item;
  if (!Array.isArray(list)) return items;
  for (const item of list.slice(0, 64)) {
    if (typeof item !== 'object' || item === null || !('Name' in item) || typeof item.Name !== 'string') continue;
    if (!items.has(item.Name)) items.set(item.Name, 'Value' in item ? item.Value : undefined);
  }
  return items;
}

export function parseStkCallback(body: unknown): Parsed<StkResult> {
  const callback = objectAt(objectAt(body, 'Body'), 'stkCallback');
  if (!callback) return fail('Body.stkCallback: required');
  const checkoutRequestId = identifierOf(callback.CheckoutRequestID);
  if (checkoutRequestId === null) return fail('Body.stkCallback.CheckoutRequestID: required');
  const resultCode = resultCodeOf(callback.ResultCode);
  if (resultCode === null) return fail('Body.stkCallback.ResultCode: required');
  const result = {
    merchantRequestId: identifierOf(callback.MerchantRequestID),
    checkoutRequestId,
    resultCode,
    resultDesc: (textOf(callback.ResultDesc) ?? '').slice(0, 300),
  };
  if (resultCode !== '0') return { ok: true, value: { ...result, payment: null } };
  const metadata = metadataOf(callback);
  const transactionDate = textOf(metadata.get('TransactionDate'));
  return {
    ok: true,
    value: {
      ...result,
      payment: {
        amount: amountOf(metadata.get('Amount')),
        receipt: receiptOf(metadata.get('MpesaReceiptNumber')),
        transactionDate: transactionDate !== null && /^\d{14}$/.test(transactionDate) ? transactionDate : null,
        phone: textOf(metadata.get('PhoneNumber'))?.slice(0, 100) ?? null,
      },
    },
  };
}

/** A till payment's validation or confirmation (C2B v2): usable when it has a TransID and an amount above 0. */
export function parseC2bPayment(body: unknown): Parsed<C2bPayment> {
  const payment = objectAt(body, null);
  if (!payment) return fail('body: must be a JSON object');
  const transId = receiptOf(payment.TransID);
  if (transId === null) return fail('TransID: required');
  const amount = amountOf(payment.TransAmount);
  if (amount === null) return fail('TransAmount: must be an amount above 0');
  const transTime = textOf(payment.TransTime);
  const short = (value: unknown, max: number) => (textOf(value) ?? '').slice(0, max);
  return {
    ok: true,
    value: {
      transId,
      transTime: transTime !== null && /^\d{14}$/.test(transTime) ? transTime : null,
      amount,
      shortCode: short(payment.BusinessShortCode, 20),
      billRefNumber: short(payment.BillRefNumber, 64),
      msisdn: short(payment.MSISDN, 100),
      firstName: short(payment.FirstName, 100),
      transactionType: short(payment.TransactionType, 40),
    },
  };
}
