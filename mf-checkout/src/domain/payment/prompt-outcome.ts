import type { PromptProblem } from './payment-messages';
import type { PaymentView } from './payment-view';

/**
 * What the dialog's prompt step shows, from the order's payment view and what the page's last
 * own call learned (`problem`, e.g. M-Pesa unreachable: the view does not say so).
 */
export type PromptOutcome =
  /** The view is not read yet. */
  | { kind: 'checking' }
  /** A prompt is on its way to, or on, the phone. */
  | { kind: 'waiting' }
  /** The shop holds the payment. */
  | { kind: 'paid' }
  /** The shopper gave an M-Pesa code: the till's confirmation is awaited. */
  | { kind: 'code-given' }
  /** Cash on delivery now, or closed by the shop: nothing to pay here. */
  | { kind: 'settled' }
  /** Nothing paid: why, and whether another prompt can be sent. */
  | { kind: 'problem'; problem: PromptProblem; promptsLeft: number };

export function promptOutcome(view: PaymentView | null, problem: PromptProblem | null): PromptOutcome {
  if (!view) return problem ? { kind: 'problem', problem, promptsLeft: 0 } : { kind: 'checking' };
  if (view.status === 'payment-verified') return { kind: 'paid' };
  if (view.status === 'awaiting-confirmation') return { kind: 'code-given' };
  if (view.status !== 'awaiting-payment') return { kind: 'settled' };
  const state = view.prompt?.state;
  if (state === 'sending' || state === 'sent') return { kind: 'waiting' };
  // A paid prompt whose order is not paid yet (the service settles both at once): wait for it.
  if (state === 'paid') return { kind: 'waiting' };
  const promptsLeft = view.promptsAvailable ? view.promptsLeft : 0;
  if (problem) return { kind: 'problem', problem, promptsLeft };
  if (!view.promptsAvailable && !state) return { kind: 'problem', problem: 'prompts-off', promptsLeft };
  if (state === undefined) return { kind: 'problem', problem: promptsLeft === 0 ? 'prompt-limit' : 'not-sent', promptsLeft };
  return { kind: 'problem', problem: state, promptsLeft };
}
