// What a prompt's ResultCode means for the shopper (docs/payments.md, the payment view's
// `prompt.state`).

export type PromptState = 'sending' | 'sent' | 'paid' | 'cancelled' | 'timed-out' | 'insufficient-funds' | 'wrong-pin' | 'failed' | 'unresolved';

/** The state a settled prompt is in, from the ResultCode of its callback or of STK Query. */
export function promptStateOf(resultCode: number): PromptState {
  switch (resultCode) {
    case 0:
      return 'paid';
    case 1032:
      return 'cancelled';
    case 1037:
    case 1019:
      return 'timed-out';
    case 1:
      return 'insufficient-funds';
    case 2001:
      return 'wrong-pin';
    default:
      return 'failed';
  }
}
