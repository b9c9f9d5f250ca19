// The states of an M-Pesa prompt (docs/payments.md, the payment view's `prompt.state`), one list
// for the order service that sets them and the checkout that tells the shopper what each means.

export const PROMPT_STATES = [
  // In flight.
  'sending',
  'sent',
  /** Daraja's answer to the push was never read (a time-out, a reset): the prompt may be on the phone. */
  'unknown',
  // Ended.
  'paid',
  'cancelled',
  'timed-out',
  'unreachable',
  'insufficient-funds',
  'wrong-pin',
  'rule-limited',
  'busy',
  'pin-locked',
  'limit-exceeded',
  'not-permitted',
  'failed',
  'unresolved',
] as const;
export type PromptState = (typeof PROMPT_STATES)[number];

/** States in which a prompt may still be on the phone: never a second one meanwhile. */
export const IN_FLIGHT_PROMPT_STATES = ['sending', 'sent', 'unknown'] as const satisfies readonly PromptState[];

/**
 * Endings Daraja caused before anything reached the shopper: they do not use up one of the
 * order's prompts (a rule of Daraja's, a subscriber already busy, the shop's own configuration).
 */
export const ENDINGS_THAT_DO_NOT_COUNT = ['rule-limited', 'busy', 'not-permitted'] as const satisfies readonly PromptState[];

export const isPromptState = (value: unknown): value is PromptState => typeof value === 'string' && (PROMPT_STATES as readonly string[]).includes(value);
