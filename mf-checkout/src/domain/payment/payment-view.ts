import { isPromptState, ORDER_ID_PATTERN, type PromptState } from '@mimea/order-rules';

export type { PromptState } from '@mimea/order-rules';

/** An order's status as the order service names it (docs/payments.md, "An order's payment"). */
export type OrderPaymentStatus = 'awaiting-payment' | 'awaiting-confirmation' | 'placed' | 'payment-verified' | 'ready' | 'collected' | 'cancelled';


/** The payment view of `GET /api/orders/:orderId/payment`: nothing personal but the masked phone. */
export interface PaymentView {
  orderId: string;
  status: OrderPaymentStatus;
  /** How the order is paid: cash on delivery once the shopper switched to it. */
  paymentMethod: 'mpesa' | 'cod';
  total: number;
  /** The last prompt; `amount` is what it asks (the total, or what was left), null when not said. */
  prompt: { state: PromptState; phone: string; amount: number | null } | null;
  promptsLeft: number;
  promptsAvailable: boolean;
  /** The M-Pesa receipt number, once known. */
  receipt: string | null;
  /** KES M-Pesa brought for it so far. */
  paid: number;
  /** What is left to pay when part of the total arrived; null otherwise. */
  leftToPay: number | null;
  /** When the next prompt may go to the last prompt's phone (Daraja's rules), ISO; null: now. */
  nextPromptAt: string | null;
  /** M-Pesa has no transaction with the code the shopper typed. */
  codeUnknown: boolean;
  version: string;
}

const STATUSES: readonly string[] = ['awaiting-payment', 'awaiting-confirmation', 'placed', 'payment-verified', 'ready', 'collected', 'cancelled'];
/** What may be shown of a masked phone or a receipt: digits, letters, spaces and stars. */
const SHOWN = /^[A-Za-z0-9 *]{1,20}$/;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10_000_000;
/** An ISO time, as the service writes them; anything else is no time. */
const isoTime = (value: unknown): string | null => (typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value)) ? value : null);

function promptOf(value: unknown): PaymentView['prompt'] | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { state, phone, amount } = value as Record<string, unknown>;
  if (!isPromptState(state)) return undefined;
  return { state, phone: typeof phone === 'string' && SHOWN.test(phone) ? phone : '', amount: isCount(amount) && amount > 0 ? amount : null };
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
    paid: isAmount(view.paid) ? view.paid : 0,
    leftToPay: isAmount(view.leftToPay) && view.leftToPay > 0 ? view.leftToPay : null,
    nextPromptAt: isoTime(view.nextPromptAt),
    codeUnknown: view.codeUnknown === true,
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

/** A prompt is on its way to, or on, the phone (or may be: its answer was never read): never a second one (docs/payments.md). */
export function promptInFlight(view: PaymentView | null): boolean {
  const state = view?.prompt?.state;
  return state === 'sending' || state === 'sent' || state === 'unknown';
}
