import type { OrderSubmission } from './order-submission';

/** The order did not reach the shop: a non-ok answer or no answer at all. */
export class OrderSubmissionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OrderSubmissionError';
  }
}

/**
 * Posts an order. Only whether the answer is ok counts (purchase spec section 7). The error
 * names the status only: the order holds personal data and must not reach a log.
 */
export async function submitOrder(endpoint: string, order: OrderSubmission, fetchImpl: typeof fetch = fetch): Promise<void> {
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
  if (!response.ok) throw new OrderSubmissionError(`The order service answered ${response.status}`, response.status);
}
