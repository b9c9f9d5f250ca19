// The bodies Daraja posts to the shop (docs/payments.md, "Daraja's calls to the shop"): a
// prompt's result and a till payment's validation and confirmation. Daraja does not sign them, so
// each is held to its documented shape: fields Daraja may add are let through (and dropped), but
// the ones we read must have their documented type and form. A problem says where the body is
// wrong, never what it held (it may carry a phone number or a name).
import { z } from 'zod';

export interface StkPayment {
  /** KES, as M-Pesa reports it. */
  amount: number;
  /** MpesaReceiptNumber: 10 upper-case letters or digits. */
  receipt: string;
  /** YYYYMMDDHHmmss (East Africa Time), as sent. */
  transactionDate: string;
  /** As sent: 2547XXXXXXXX, or masked where Safaricom masks it. */
  phone: string;
}

export interface StkResult {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** Only for ResultCode 0, where it is required. */
  payment: StkPayment | null;
}

export interface C2bPayment {
  transId: string;
  /** YYYYMMDDHHmmss (East Africa Time), as sent. */
  transTime: string;
  /** KES, with cents. */
  amount: number;
  shortCode: string;
  /** The account the payer gave (a prompt's AccountReference), or "". */
  billRefNumber: string;
  /** As sent (Safaricom may mask or hash it), or "". */
  msisdn: string;
  firstName: string;
  transactionType: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** M-Pesa's transaction IDs and receipt numbers. */
export const TRANSACTION_ID_FORMAT = /^[A-Z0-9]{10}$/;

/** Free text Daraja sends: no markup, no control characters. */
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^<>\u0000-\u001f\u007f]*$/, 'must be plain text');

/** MerchantRequestID, CheckoutRequestID: e.g. 29115-34620561-1, ws_CO_191220191020363925. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 of A-Z, a-z, 0-9, _ and -');
const transactionId = z.string().regex(TRANSACTION_ID_FORMAT, 'must be 10 upper-case letters or digits');
const darajaTime = /^\d{14}$/;
/** A phone number as Daraja sends it: digits, masked with * (C2B v2: `2547 ***** 126`), or a SHA-256 hash. */
const phoneText = /^(?:(?=[0-9* ]{6,20}$)[0-9*]+(?: [0-9*]+)*|[0-9a-fA-F]{64})$/;

const metadataItem = z.object({ Name: z.string().max(64), Value: z.unknown().optional() });

const stkCallbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: requestId,
      CheckoutRequestID: requestId,
      ResultCode: z.int(),
      ResultDesc: plainText(300),
      CallbackMetadata: z.object({ Item: z.array(metadataItem).max(32) }).optional(),
    }),
  }),
});

/** The metadata items a paid prompt's callback must carry, and their documented types. */
const paidMetadata = z.object({
  Amount: z.number().positive().finite(),
  MpesaReceiptNumber: transactionId,
  TransactionDate: z.union([z.int().min(10 ** 13).max(10 ** 14 - 1), z.string().regex(darajaTime, 'must be YYYYMMDDHHmmss')]),
  PhoneNumber: z.union([z.int().min(100_000).max(10 ** 15 - 1), z.string().regex(phoneText, 'must be a phone number')]),
  // Sometimes sent without a Value.
  Balance: z.union([z.number(), plainText(64)]).optional(),
});

/** Zod's first issue as `where: what`, never the value. */
function problemOf(error: z.ZodError, prefix: string[] = []): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid body';
  const where = [...prefix, ...issue.path.map(String)].join('.') || 'body';
  return `${where}: ${issue.message}`;
}

export function parseStkCallback(body: unknown): Parsed<StkResult> {
  const parsed = stkCallbackBody.safeParse(body);
  if (!parsed.success) return { ok: false, problem: problemOf(parsed.error) };
  const callback = parsed.data.Body.stkCallback;
  const result = {
    merchantRequestId: callback.MerchantRequestID,
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: callback.ResultCode,
    resultDesc: callback.ResultDesc,
  };
  if (callback.ResultCode !== 0) return { ok: true, value: { ...result, payment: null } };

  const where = ['Body', 'stkCallback', 'CallbackMetadata'];
  if (!callback.CallbackMetadata) return { ok: false, problem: `${where.join('.')}: required when ResultCode is 0` };
  const items = new Map<string, unknown>();
  for (const item of callback.CallbackMetadata.Item) {
    // Only the names we know are repeated back: the others are the sender's text.
    const name = Object.hasOwn(paidMetadata.shape, item.Name) ? item.Name : 'a name';
    if (items.has(item.Name)) return { ok: false, problem: `${where.join('.')}.Item: ${name} appears twice` };
    items.set(item.Name, item.Value);
  }
  // fromEntries makes own properties, so a name such as __proto__ stays a plain key.
  const metadata = paidMetadata.safeParse(Object.fromEntries(items));
  if (!metadata.success) return { ok: false, problem: problemOf(metadata.error, [...where, 'Item']) };
  const { Amount, MpesaReceiptNumber, TransactionDate, PhoneNumber } = metadata.data;
  return {
    ok: true,
    value: {
      ...result,
      payment: { amount: Amount, receipt: MpesaReceiptNumber, transactionDate: String(TransactionDate), phone: String(PhoneNumber) },
    },
  };
}

/** KES as Daraja writes it in TransAmount: "10.00", "2740", "2740.5". */
const kesAmount = z
  .string()
  .regex(/^\d{1,9}(?:\.\d{1,2})?$/, 'must be an amount in KES, such as 10.00')
  .transform(Number)
  .refine((amount) => amount > 0, 'must be above 0');

/** A field Daraja may leave out or send empty. */
const optionalText = (max: number) => plainText(max).optional().transform((value) => value ?? '');

const c2bBody = z.object({
  TransactionType: optionalText(40),
  TransID: transactionId,
  TransTime: z.string().regex(darajaTime, 'must be YYYYMMDDHHmmss'),
  TransAmount: kesAmount,
  BusinessShortCode: z.string().regex(/^\d{5,7}$/, 'must be 5 to 7 digits'),
  BillRefNumber: optionalText(64),
  InvoiceNumber: optionalText(64),
  OrgAccountBalance: optionalText(32),
  ThirdPartyTransID: optionalText(64),
  MSISDN: z.union([z.literal(''), z.string().regex(phoneText, 'must be a phone number')]).optional().transform((value) => value ?? ''),
  FirstName: optionalText(100),
  MiddleName: optionalText(100),
  LastName: optionalText(100),
});

/** A till payment's validation or confirmation (C2B v2). */
export function parseC2bPayment(body: unknown): Parsed<C2bPayment> {
  const parsed = c2bBody.safeParse(body);
  if (!parsed.success) return { ok: false, problem: problemOf(parsed.error) };
  const payment = parsed.data;
  return {
    ok: true,
    value: {
      transId: payment.TransID,
      transTime: payment.TransTime,
      amount: payment.TransAmount,
      shortCode: payment.BusinessShortCode,
      billRefNumber: payment.BillRefNumber,
      msisdn: payment.MSISDN,
      firstName: payment.FirstName,
      transactionType: payment.TransactionType,
    },
  };
}
