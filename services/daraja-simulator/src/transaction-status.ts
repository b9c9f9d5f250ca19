// Transaction Status: POST /mpesa/transactionstatus/v1/query asks about a receipt. Daraja answers
// at once that it took the request ({ OriginatorConversationID, ConversationID, ResponseCode "0",
// ResponseDescription }), then POSTs the result to the ResultURL (transaction-status-result.ts):
// the payment (till or prompt), 2032 for a receipt it does not know, 2001 for a wrong initiator
// name or SecurityCredential. QueueTimeOutURL is never called: nothing here queues.
import type { ServerResponse } from 'node:http';
import { sendCallback } from './callbacks';
import { paymentOf } from './payment-view';
import type { Simulator } from './state';
import { type StatusResult, statusResultBody } from './transaction-status-result';
import { type JsonObject, conversationId, originatorConversationId, sendInvalidField, sendJson, textOf } from './wire';

const ACCEPTED = 'Accept the service request successfully.';
/** IdentifierType: 2 a till, 4 an organisation short code. */
const IDENTIFIER_TYPES = ['2', '4'];

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** The first field Daraja would refuse, or null. */
function invalidField(body: JsonObject): string | null {
  if (!isText(body.Initiator, 100)) return 'Initiator';
  if (!isText(body.SecurityCredential, 2048)) return 'SecurityCredential';
  if (body.CommandID !== 'TransactionStatusQuery') return 'CommandID';
  if (!isText(body.TransactionID, 20)) return 'TransactionID';
  if (!/^\d+$/.test(textOf(body.PartyA) ?? '')) return 'PartyA';
  if (!IDENTIFIER_TYPES.includes(textOf(body.IdentifierType) ?? '')) return 'IdentifierType';
  if (!isUrl(body.ResultURL)) return 'ResultURL';
  if (!isUrl(body.QueueTimeOutURL)) return 'QueueTimeOutURL';
  if (!isText(body.Remarks, 100)) return 'Remarks';
  if (body.Occasion !== undefined && (typeof body.Occasion !== 'string' || body.Occasion.length > 100)) return 'Occasion';
  return null;
}

export function handleTransactionStatus(sim: Simulator, res: ServerResponse, body: JsonObject): void {
  const invalid = invalidField(body);
  if (invalid) return sendInvalidField(res, invalid);
  const at = new Date();
  const query = { originatorConversationId: originatorConversationId(), conversationId: conversationId(at), occasion: typeof body.Occasion === 'string' ? body.Occasion : '', at };
  sendJson(res, 200, { OriginatorConversationID: query.originatorConversationId, ConversationID: query.conversationId, ResponseCode: '0', ResponseDescription: ACCEPTED });

  const transactionId = String(body.TransactionID).trim().toUpperCase();
  const payment = paymentOf(sim, transactionId);
  const partyA = textOf(body.PartyA);
  let result: StatusResult = 'found';
  if (!sim.initiator.accepts(body.Initiator, body.SecurityCredential)) result = 'wrongInitiator';
  else if (partyA !== sim.config.shortCode && partyA !== sim.config.till) result = 'wrongParty';
  else if (!payment) result = 'unknownReceipt';
  // Only the outcome: the receipt and the credential stay out of the log.
  sim.config.log(`transaction status ${query.conversationId}: ${result}`);
  const text = JSON.stringify(statusResultBody(sim, query, result, payment));
  const resultUrl = String(body.ResultURL);
  sim.state.later(sim.config.scriptedAnswerMs, () => void sendCallback(sim, 'transaction-status', resultUrl, text));
}
