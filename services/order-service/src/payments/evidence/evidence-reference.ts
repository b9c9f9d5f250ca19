// What the journal notes of a body before anything reads it: the identifier it carries (the
// payment's receipt, or the prompt's CheckoutRequestID) and its amount. A body with an identifier
// is always answered "Accepted": Daraja does not send it again, so refusing it would lose it.
import { amountOf, identifierOf, objectAt, receiptOf } from '../daraja/lenient-fields';
import type { EvidenceKind } from './evidence-kinds';

export interface EvidenceReference {
  /** The body as JSON; undefined when it is not JSON. */
  json: unknown;
  reference: string | null;
  amount: number | null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The first item named `name` of a Daraja `{ Name|Key, Value }` list. */
function itemValue(list: unknown, name: string): unknown {
  if (!Array.isArray(list)) return undefined;
  const item: unknown = list.find((entry: unknown) => typeof entry === 'object' && entry !== null && ((entry as { Name?: unknown }).Name === name || (entry as { Key?: unknown }).Key === name));
  return typeof item === 'object' && item !== null ? (item as { Value?: unknown }).Value : undefined;
}

export function referenceOf(kind: EvidenceKind, text: string): EvidenceReference {
  const json = parseJson(text);
  switch (kind) {
    case 'stk-result': {
      const callback = objectAt(objectAt(json, 'Body'), 'stkCallback');
      const items = objectAt(callback, 'CallbackMetadata')?.Item;
      return { json, reference: receiptOf(itemValue(items, 'MpesaReceiptNumber')) ?? identifierOf(callback?.CheckoutRequestID), amount: amountOf(itemValue(items, 'Amount')) };
    }
    case 'c2b-validation':
    case 'c2b-confirmation': {
      const body = objectAt(json, null);
      return { json, reference: receiptOf(body?.TransID), amount: amountOf(body?.TransAmount) };
    }
    case 'status-result':
    case 'status-timeout': {
      const result = objectAt(json, 'Result');
      const parameters = objectAt(result, 'ResultParameters')?.ResultParameter;
      return {
        json,
        // Result.TransactionID is a placeholder (its date and zeros): the receipt is ReceiptNo.
        reference: receiptOf(itemValue(parameters, 'ReceiptNo')) ?? identifierOf(result?.ConversationID),
        amount: amountOf(itemValue(parameters, 'Amount')),
      };
    }
  }
}
