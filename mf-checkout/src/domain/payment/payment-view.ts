import { ORDER_ID_PATTERN } from '@mimea/order-rules';

/** An order's status as the order service names it (docs/payments.md, "An order's payment"). */
export type OrderPaymentStatus = 'awaiting-payment' | 'awaiting-confirmation' | 'placed' | 'payment-verified' | 'ready' | 'collected' | 'cancelled';

/** Where the prompt on the shopper's phone is (docs/payments.md, `prompt.state`). */
export type PromptState = 'sending' | 'sent' | 'paid' | 'cancelled' | 'timed-out' | 'insufficient-funds' | 'wrong-pin' | 'failed' | 'unresolved';

/** The payment view of `GET /api/orders/:orderId/payment`: nothing personal but the masked phone. */
export interface PaymentView {
  orderId: string;
  status: OrderPaymentStatus;
  /** How the order is paid: cash on delivery once the shopper switched to it. */
  paymentMethod: 'mpesa' | 'cod';
  total: number;
  prompt: { state: PromptState; phone: string } | null;
  promptsLeft: number;
  promptsAvailable: boolean;
  /** The M-Pesa receipt number, once known. */
  receipt: string | null;
  version: string;
}

const STATUSES: readonly string[] = ['awaiting-payment', 'awaiting-confirmation', 'placed', 'payment-verified', 'ready', 'collected', 'cancelled'];
const PROMPT_STATES: readonly string[] = ['sending', 'sent', 'paid', 'cancelled', 'timed-out', 'insufficient-funds', 'wrong-pin', 'failed', 'unresolved'];
/** What may be shown of a masked phone or a receipt: digits, letters, spaces and stars. */
const SHOWN = /^[A-Za-z0-9 *]{1,20}$/;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function promptOf(value: unknown): PaymentView['prompt'] | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { state, phone } = value as Record<string, unknown>;
  if (typeof state !== 'string' || !PROMPT_STATES.includes(state)) return undefined;
  return { state: state as PromptState, phone: typeof phone === 'string' && SHOWN.test(phone) ? phone : '' };
}

/** An answer of the order service is untrusted: a well-formed payment view of `orderId`, or null. */
export function parsePaymentView(body: unknown, orderId: string): PaymentView | null {
  if (typeof body !== 'object' || body === null) return null;
  const view = body as Record<string, unknown>;
  const prompt = promptOf(view.prompt);
  const { status, total, promptsLeft, receipt, version } = view;
  if (view.orderId !== orderId || !ORDER_ID_PATTERN.test(orderId) || typeof status !== 'string' || !STATUSES.includes(status)) return null;
  if (prompt === undefined || !isCount(total) || !isCount(promptsLeft) || typeof version !== 'string' || version === '' || version.length > 100) return null;
  return {
    orderId,
    status: status as OrderPaymentStatus,
    paymentMethod: view.paymentMethod === 'cod' ? 'cod' : 'mpesa',
    total,
    prompt,
    promptsLeft,
    promptsAvailable: view.promptsAvailable !== false,
    receipt: typeof receipt === 'string' && SHOWN.test(receipt) ? receipt : null,
    version,
  };
}

/** Whether the shop has the order's M-Pesa money: verified, and on from there (ready at its station, collected). */
export function mpesaPaid(view: PaymentView | null): boolean {
  return view?.paymentMethod === 'mpesa' && (view.status === 'payment-verified' || view.status === 'ready' || view.status === 'collected');
}

/** Whether the payment can still change for the shopper (otherwise nothing needs watching). */
export function paymentOpen(view: PaymentView | null): boolean {
  return view === null || view.status === 'awaiting-payment' || view.status === 'awaiting-confirmation';
}

/** A prompt is on its way to, or on, the phone: never a second one (docs/payments.md). */
export function promptInFlight(view: PaymentView | null): boolean {
  return view?.prompt?.state === 'sending' || view?.prompt?.state === 'sent';
}
