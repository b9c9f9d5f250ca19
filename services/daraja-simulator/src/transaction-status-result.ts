// The result of a Transaction Status query, POSTed to its ResultURL, in Daraja's shape:
// { Result: { ResultType, ResultCode, ResultDesc, OriginatorConversationID, ConversationID,
// TransactionID, ResultParameters: { ResultParameter: [{ Key, Value }] }, ReferenceData } }.
// TransactionID is the receipt's date prefix and zeros (TAH0000000), as Daraja writes it; a key
// Daraja sends empty has no Value at all.
import { createHash } from 'node:crypto';
import { businessShortCodeOf } from './c2b';
import { otherPartyOf, reasonTypeOf } from './payment-labels';
import type { Simulator, TillPayment } from './state';
import { type Json, type JsonObject, receiptPrefix } from './wire';

export const STATUS_RESULTS = {
  found: { code: 0, desc: 'The service request is processed successfully.' },
  unknownReceipt: { code: 2032, desc: 'The transaction receipt number does not exist.' },
  wrongInitiator: { code: 2001, desc: 'The initiator information is invalid.' },
  wrongParty: { code: 'SFC_IC0003', desc: 'Receiver party is invalid' },
} as const;

export type StatusResult = keyof typeof STATUS_RESULTS;

export interface StatusQuery {
  originatorConversationId: string;
  conversationId: string;
  occasion: string;
  /** When it was asked (the placeholder TransactionID of a failure carries its date). */
  at: Date;
}

const parameter = (key: string, value?: Json): JsonObject => (value === undefined || value === '' ? { Key: key } : { Key: key, Value: value });

/** The IDs of the payment's own conversation, the same at every query (derived from its receipt). */
function conversationOf(payment: TillPayment) {
  const digest = createHash('sha256').update(payment.transId).digest('hex');
  return {
    originator: `${digest.slice(0, 4)}-${digest.slice(4, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 24)}${BigInt(`0x${digest.slice(24, 32)}`).toString().slice(0, 7)}`,
    conversation: `AG_${payment.time.slice(0, 8)}_${digest.slice(32, 52)}`,
  };
}

function parametersOf(sim: Simulator, payment: TillPayment): JsonObject[] {
  const { originator, conversation } = conversationOf(payment);
  const time = Number(payment.time);
  return [
    parameter('DebitPartyName', otherPartyOf(payment)),
    parameter('CreditPartyName', `${businessShortCodeOf(sim, payment)} - ${sim.config.businessName}`),
    parameter('OriginatorConversationID', originator),
    parameter('InitiatedTime', time),
    parameter('CreditPartyCharges'),
    parameter('DebitAccountType', 'MMF Account For Customer'),
    parameter('TransactionReason'),
    parameter('ReasonType', reasonTypeOf(payment)),
    // A payment the shop's validation refused never completed.
    parameter('TransactionStatus', payment.accepted ? 'Completed' : 'Declined'),
    parameter('FinalisedTime', time),
    parameter('Amount', payment.amount),
    parameter('ConversationID', conversation),
    parameter('ReceiptNo', payment.transId),
  ];
}

export function statusResultBody(sim: Simulator, query: StatusQuery, result: StatusResult, payment: TillPayment | undefined): JsonObject {
  const { code, desc } = STATUS_RESULTS[result];
  const found = result === 'found' && payment !== undefined;
  return {
    Result: {
      ResultType: 0,
      ResultCode: code,
      ResultDesc: desc,
      OriginatorConversationID: query.originatorConversationId,
      ConversationID: query.conversationId,
      TransactionID: `${found ? payment.transId.slice(0, 3) : receiptPrefix(query.at)}0000000`,
      ...(found ? { ResultParameters: { ResultParameter: parametersOf(sim, payment) } } : {}),
      ReferenceData: { ReferenceItem: parameter('Occasion', query.occasion) },
    },
  };
}
