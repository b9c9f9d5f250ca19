// The body of a C2B v2 validation or confirmation. Real ones vary from payment to payment, and a
// shop that reads one shape breaks on the next, so `varied` (the default) goes through the shapes
// users report, in this order, one payment after another (a payment's validation and confirmation
// share one), then again:
//   1. MiddleName and LastName null;
//   2. TransAmount, OrgAccountBalance and BusinessShortCode JSON numbers, MSISDN the SHA-256 hex of
//      the 2547… number, FirstName "";
//   3. FirstName, MiddleName and LastName null; for Buy Goods BillRefNumber null and
//      TransactionType "Customer Merchant Payment" (what production tills report);
//   4. MSISDN hashed, MiddleName and LastName null, OrgAccountBalance and BusinessShortCode
//      numbers, TransAmount a string;
//   5. plain.
// `plain` is always the documented shape: every value a string, MSISDN masked ("2547 ***** 126").
import { createHash } from 'node:crypto';
import type { ConfirmationStyle, TillPayment } from './state';
import { type Json, type JsonObject, maskedMsisdn } from './wire';

interface Quirks {
  firstName: 'John' | '' | null;
  /** MiddleName and LastName. */
  otherNames: '' | null;
  amountAsNumber: boolean;
  /** OrgAccountBalance and BusinessShortCode. */
  numbersAsNumbers: boolean;
  msisdn: 'masked' | 'hashed';
  /** Buy Goods only: BillRefNumber null, TransactionType "Customer Merchant Payment". */
  merchantPayment: boolean;
}

const PLAIN: Quirks = { firstName: 'John', otherNames: '', amountAsNumber: false, numbersAsNumbers: false, msisdn: 'masked', merchantPayment: false };

export const VARIED_CYCLE: readonly Quirks[] = [
  { ...PLAIN, otherNames: null },
  { ...PLAIN, amountAsNumber: true, numbersAsNumbers: true, msisdn: 'hashed', firstName: '' },
  { ...PLAIN, firstName: null, otherNames: null, merchantPayment: true },
  { ...PLAIN, msisdn: 'hashed', otherNames: null, numbersAsNumbers: true },
  PLAIN,
];

export interface ShapeInput {
  payment: TillPayment;
  /** Daraja's TransactionType of the payment's kind ("Buy Goods", "Pay Bill"). */
  transactionType: string;
  businessShortCode: string;
  /** The till's balance after the payment; null in a validation, which has none. */
  balance: number | null;
  style: ConfirmationStyle;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The C2B body of a payment, in the shape its style and its place in the cycle give it. */
export function c2bShape({ payment, transactionType, businessShortCode, balance, style }: ShapeInput): JsonObject {
  const quirks = style === 'plain' ? PLAIN : VARIED_CYCLE[payment.sequence % VARIED_CYCLE.length]!;
  const buyGoodsQuirk = quirks.merchantPayment && payment.kind === 'buy-goods';
  const number = (value: number, text: string): Json => (quirks.numbersAsNumbers ? value : text);
  return {
    TransactionType: buyGoodsQuirk ? 'Customer Merchant Payment' : transactionType,
    TransID: payment.transId,
    TransTime: payment.time,
    TransAmount: quirks.amountAsNumber ? payment.amount : payment.amount.toFixed(2),
    BusinessShortCode: number(Number(businessShortCode), businessShortCode),
    BillRefNumber: buyGoodsQuirk ? null : payment.account,
    InvoiceNumber: '',
    OrgAccountBalance: balance === null ? '' : number(balance, balance.toFixed(2)),
    ThirdPartyTransID: '',
    MSISDN: quirks.msisdn === 'hashed' ? sha256(payment.phone) : maskedMsisdn(payment.phone),
    FirstName: quirks.firstName,
    MiddleName: quirks.otherNames,
    LastName: quirks.otherNames,
  };
}
