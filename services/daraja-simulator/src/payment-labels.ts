// How M-Pesa's own records name a payment to the till: the reason type (Transaction Status's
// ReasonType, the statement's Reason Type), the statement's Details, and the payer as the other
// party (`254712***678 - John`).
import { partyMsisdn } from './wire';
import type { TillPayment } from './state';

/** The payer's name as the simulator's payers have it (every C2B body's FirstName). */
export const PAYER_NAME = 'John';

export const otherPartyOf = (payment: TillPayment): string => `${partyMsisdn(payment.phone)} - ${PAYER_NAME}`;

export function reasonTypeOf(payment: TillPayment): string {
  if (payment.kind === 'buy-goods') return 'Customer Merchant Payment';
  return payment.source === 'prompt' ? 'Pay Bill Online' : 'Pay Bill';
}

export function detailsOf(payment: TillPayment): string {
  const online = payment.source === 'prompt' ? ' Online' : '';
  if (payment.kind === 'buy-goods') return `Merchant Payment${online} from ${otherPartyOf(payment)}`;
  return `Pay Bill${online} from ${otherPartyOf(payment)} Acc. ${payment.account}`;
}
