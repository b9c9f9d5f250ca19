import { ORDER_ID_PATTERN, type OrderSubmission } from '@mimea/order-rules';
import { ORDER_KEY_PATTERN } from './order-key';

/**
 * Why the order service refused an order (409), as its answer's `code` says: the M-Pesa code
 * paid for another order, the order ID belongs to a different order, or a line's stock is short.
 */
export type OrderRefusal = 'mpesa-code-used' | 'order-id-reused' | 'out-of-stock';

/** The line the order service found short (409 `out-of-stock`), and what it said of it. */
export interface StockRefusal {
  /** The service's words ("Only 2 left of Olive Soap. Change the quantity in your cart."). */
  message: string;
  line: { id: string; name: string; requested: number; available: number };
}

/** What a 503 of the order service says (docs/order-service.md): not stored, perhaps stored, or writes refused. */
type Unavailability = 'not-stored' | 'outcome-unknown' | 'disk-full';

/** The order did not reach the shop, or the shop could not say: a non-ok answer or no answer at all. */
export class OrderSubmissionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly refusal?: OrderRefusal,
    readonly unavailability?: Unavailability,
    readonly stock?: StockRefusal,
  ) {
    super(message);
    this.name = 'OrderSubmissionError';
  }

  /**
   * Whether sending the same order again may succeed: no answer (a lost connection), a proxy
   * that heard nothing back (502, 504), or the service unavailable but for a full disk. Sending
   * it again under the same order ID is safe: a stored order answers 200.
   */
  get worthRetrying(): boolean {
    if (this.status === undefined) return true;
    if (this.status === 503) return this.unavailability !== 'disk-full';
    return this.status === 502 || this.status === 504;
  }
}

/** An error answer's body, as the order service writes it (`error`, `code`, `line`); {} when it is not an object. */
async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => null);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
/** Longest message of the service shown as it is; a longer one is not the service's. */
const MAX_MESSAGE_LENGTH = 300;

/** The short line of a 409 `out-of-stock`, or undefined when the answer does not name one the page can show. */
export function stockRefusalOf(body: Record<string, unknown>): StockRefusal | undefined {
  const line = typeof body.line === 'object' && body.line !== null ? (body.line as Record<string, unknown>) : {};
  const { id, name, requested, available } = line;
  if (typeof id !== 'string' || typeof name !== 'string' || !isCount(requested) || !isCount(available)) return undefined;
  // The service's words; ours, the same, when it sent none.
  const message =
    typeof body.error === 'string' && body.error.trim() !== '' && body.error.length <= MAX_MESSAGE_LENGTH
      ? body.error
      : available === 0
        ? `${name} is out of stock.`
        : `Only ${available} left of ${name}. Change the quantity in your cart.`;
  return { message, line: { id, name, requested, available } };
}

async function failureOf(response: Response): Promise<OrderSubmissionError> {
  const body = response.status === 409 || response.status === 503 ? await bodyOf(response) : {};
  const { code } = body;
  const stock = response.status === 409 && code === 'out-of-stock' ? stockRefusalOf(body) : undefined;
  const refusal: OrderRefusal | undefined =
    response.status !== 409 ? undefined : code === 'mpesa-code-used' || code === 'order-id-reused' ? code : stock ? 'out-of-stock' : undefined;
  const unavailability = response.status === 503 && (code === 'not-stored' || code === 'outcome-unknown' || code === 'disk-full') ? code : undefined;
  return new OrderSubmissionError(`The order service answered ${response.status}`, response.status, refusal, unavailability, stock);
}

/**
 * The shop's number of the stored order (the order sent, or the one this purchase was stored
 * under before) and its `orderKey` (docs/payments.md): the secret the browser sends as
 * `X-Order-Key` to ask for the order's payment; null when the answer has none or an odd one.
 */
export interface OrderReceipt {
  orderId: string;
  orderKey: string | null;
}

async function receiptOf(response: Response, order: OrderSubmission): Promise<OrderReceipt> {
  const body: unknown = await response.json().catch(() => null);
  const { orderId, orderKey } = typeof body === 'object' && body !== null ? (body as { orderId?: unknown; orderKey?: unknown }) : {};
  return {
    orderId: typeof orderId === 'string' && ORDER_ID_PATTERN.test(orderId) ? orderId : order.orderId,
    orderKey: typeof orderKey === 'string' && ORDER_KEY_PATTERN.test(orderKey) ? orderKey : null,
  };
}

/**
 * Posts an order. Whether the answer is ok is what counts (purchase spec section 7); of a
 * refusal (409) the reason is kept, so the shopper can be told what to fix. The error names
 * the status only: the order holds personal data and must not reach a log. An ok answer may
 * name an earlier order ID: the shopper started over after an answer that never reached them,
 * and the order service recognised the same purchase paid with the same M-Pesa code.
 */
export async function submitOrder(endpoint: string, order: OrderSubmission, fetchImpl: typeof fetch = fetch): Promise<OrderReceipt> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(order),
    });
  } catch {
    throw new OrderSubmissionError('The order service could not be reached');
  }
  if (!response.ok) throw await failureOf(response);
  return receiptOf(response, order);
}

export interface RetryOptions {
  /** Waits before each try after the first (their count bounds the tries). */
  delaysMs?: readonly number[];
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** Retries after 1 s and 3 s: a database blip, a lost answer, a restart of the service. */
export const ORDER_RETRY_DELAYS_MS = [1000, 3000] as const;

/**
 * Posts an order, and posts the same order again (same order ID) while the failure may be
 * passing and the order may even be stored (OrderSubmissionError.worthRetrying): the shopper is
 * told it failed only when it did, or when the shop still cannot say after the retries.
 */
export async function submitOrderWithRetries(endpoint: string, order: OrderSubmission, { delaysMs = ORDER_RETRY_DELAYS_MS, fetchImpl = fetch, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: RetryOptions = {}): Promise<OrderReceipt> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await submitOrder(endpoint, order, fetchImpl);
    } catch (error) {
      const delay = delaysMs[attempt];
      if (!(error instanceof OrderSubmissionError) || !error.worthRetrying || delay === undefined) throw error;
      await sleep(delay);
    }
  }
}
