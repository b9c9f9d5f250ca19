// What a prompt's ResultCode means for the shopper (docs/payments.md, the payment view's
// `prompt.state`): each code Daraja documents or its users report has a state of its own, so the
// checkout can say what happened and what to do next.
import type { PromptState } from '@mimea/order-rules';

export { PROMPT_STATES, IN_FLIGHT_PROMPT_STATES, ENDINGS_THAT_DO_NOT_COUNT, type PromptState } from '@mimea/order-rules';

/** The state a settled prompt is in, from the ResultCode of its callback or of STK Query (as text). */
export function promptStateOf(resultCode: string): PromptState {
  switch (resultCode.trim().toUpperCase()) {
    case '0':
      return 'paid';
    // 1032 "Request cancelled by user"; live callbacks also say it with 1031.
    case '1031':
    case '1032':
      return 'cancelled';
    // 1019: the transaction expired; 1037: "DS timeout user cannot be reached" (the phone was off or out of coverage).
    case '1019':
      return 'timed-out';
    case '1037':
      return 'unreachable';
    case '1':
      return 'insufficient-funds';
    case '2001':
      return 'wrong-pin';
    // The same amount to the same phone within 2 minutes.
    case '17':
      return 'rule-limited';
    // 1001: a transaction already in process for this subscriber; 26: the system is busy.
    case '1001':
    case '26':
      return 'busy';
    case '8006':
      return 'pin-locked';
    // 4: above the largest single payment; 8: the subscriber's limit reached.
    case '4':
    case '8':
      return 'limit-exceeded';
    // 2028: not permitted by the product assignment; SFC_IC0003: the operator (PartyB) does not exist.
    case '2028':
    case 'SFC_IC0003':
      return 'not-permitted';
    default:
      return 'failed';
  }
}
