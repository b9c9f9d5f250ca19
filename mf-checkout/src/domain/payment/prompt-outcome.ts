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
  /** M-Pesa's answer to the prompt was never read: it may be on the phone; no new one meanwhile. */
  | { kind: 'unknown' }
  /** The shop holds the payment. */
  | { kind: 'paid' }
  /** The shopper gave an M-Pesa code: the till's confirmation is awaited. */
  | { kind: 'code-given' }
  /** Cash on delivery now, or closed by the shop: nothing to pay here. */
  | { kind: 'settled' }
  /**
   * Nothing (or not all) paid: why, whether another prompt can be sent and from when (Daraja's
   * rules: `retryAt`), and what is left to pay when part of the total arrived.
   */
  | { kind: 'problem'; problem: PromptProblem; promptsLeft: number; retryAt: string | null; leftToPay: number | null };

export function promptOutcome(view: PaymentView | null, problem: PromptProblem | null): PromptOutcome {
  if (!view) return problem ? { kind: 'problem', problem, promptsLeft: 0, retryAt: null, leftToPay: null } : { kind: 'checking' };
  if (view.status === 'payment-verified') return { kind: 'paid' };
  if (view.status === 'awaiting-confirmation') return { kind: 'code-given' };
  if (view.status !== 'awaiting-payment') return { kind: 'settled' };
  const state = view.prompt?.state;
  if (state === 'sending' || state === 'sent') return { kind: 'waiting' };
  if (state === 'unknown') return { kind: 'unknown' };
  const promptsLeft = view.promptsAvailable ? view.promptsLeft : 0;
  const facts = { promptsLeft, retryAt: view.nextPromptAt, leftToPay: view.leftToPay };
  // Part of the total arrived: what is left is the next thing to pay, whatever the last prompt did.
  if (view.leftToPay !== null) return { kind: 'problem', problem: 'part-paid', ...facts };
  // A paid prompt whose order is not paid yet (the service settles both at once): wait for it.
  if (state === 'paid') return { kind: 'waiting' };
  if (problem) return { kind: 'problem', problem, ...facts };
  if (!view.promptsAvailable && !state) return { kind: 'problem', problem: 'prompts-off', ...facts };
  if (state === undefined) return { kind: 'problem', problem: promptsLeft === 0 ? 'prompt-limit' : 'not-sent', ...facts };
  return { kind: 'problem', problem: state, ...facts };
}
