import { ORDER_ID_PATTERN, type OrderSubmission } from '@mimea/order-rules';

/**
 * Why the order service refused an order (409), as its answer's `code` says:
 * the M-Pesa code paid for another order, or the order ID belongs to a different order.
 */
export type OrderRefusal = 'mpesa-code-used' | 'order-id-reused';

/** The order did not reach the shop: a non-ok answer or no answer at all. */
export class OrderSubmissionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly refusal?: OrderRefusal,
  ) {
    super(message);
    this.name = 'OrderSubmissionError';
  }
}

async function refusalOf(response: Response): Promise<OrderRefusal | undefined> {
  if (response.status !== 409) return undefined;
  const body: unknown = await response.json().catch(() => null);
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return code === 'mpesa-code-used' || code === 'order-id-reused' ? code : undefined;
}

/** The shop's number of the stored order: the order sent, or the one this purchase was stored under before. */
export interface OrderReceipt {
  orderId: string;
}

async function receiptOf(response: Response, order: OrderSubmission): Promise<OrderReceipt> {
  const body: unknown = await response.json().catch(() => null);
  const orderId = typeof body === 'object' && body !== null ? (body as { orderId?: unknown }).orderId : undefined;
  return { orderId: typeof orderId === 'string' && ORDER_ID_PATTERN.test(orderId) ? orderId : order.orderId };
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
  if (!response.ok) throw new OrderSubmissionError(`The order service answered ${response.status}`, response.status, await refusalOf(response));
  return receiptOf(response, order);
}
