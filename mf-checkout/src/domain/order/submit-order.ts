import { ORDER_ID_PATTERN, type OrderSubmission } from '@mimea/order-rules';
import { ORDER_KEY_PATTERN } from './order-key';

/**
 * Why the order service refused an order (409), as its answer's `code` says:
 * the M-Pesa code paid for another order, or the order ID belongs to a different order.
 */
export type OrderRefusal = 'mpesa-code-used' | 'order-id-reused';

/** What a 503 of the order service says (docs/order-service.md): not stored, perhaps stored, or writes refused. */
type Unavailability = 'not-stored' | 'outcome-unknown' | 'disk-full';

/** The order did not reach the shop, or the shop could not say: a non-ok answer or no answer at all. */
export class OrderSubmissionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly refusal?: OrderRefusal,
    readonly unavailability?: Unavailability,
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

/** The `code` of an error answer, as the order service writes it. */
async function codeOf(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null);
  return typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
}

async function failureOf(response: Response): Promise<OrderSubmissionError> {
  const code = response.status === 409 || response.status === 503 ? await codeOf(response) : undefined;
  const refusal = response.status === 409 && (code === 'mpesa-code-used' || code === 'order-id-reused') ? code : undefined;
  const unavailability = response.status === 503 && (code === 'not-stored' || code === 'outcome-unknown' || code === 'disk-full') ? code : undefined;
  return new OrderSubmissionError(`The order service answered ${response.status}`, response.status, refusal, unavailability);
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
