import { parsePaymentView, type PaymentView } from './payment-view';
import type { OrderRef } from './pending-payment';

/**
 * The shopper's calls on a stored order's payment (docs/payments.md, "The shopper's calls"),
 * each with the order's key as `X-Order-Key`. Each resolves what the shopper is shown next:
 * the payment view, or why not.
 */
export type PaymentAnswer =
  | { kind: 'view'; view: PaymentView }
  /** 409 and 503, as the service's `code` names them; 404 (prompts off, or the order not found with this key). */
  | { kind: 'refused'; code: PaymentRefusal }
  /** No answer, or one that cannot be read: nothing is known to have changed. */
  | { kind: 'failed' };

/** The `code`s the service answers a refusal with (409, 503, 404). */
const REFUSALS = ['prompt-in-flight', 'prompt-limit', 'prompt-cooldown', 'phone-busy', 'not-awaiting-payment', 'mpesa-unavailable', 'prompts-off', 'mpesa-code-used', 'cod-not-offered'] as const;

/** A refusal the service named, or 'not-found' (a 404 without a code: unknown with this key). */
export type PaymentRefusal = (typeof REFUSALS)[number] | 'not-found';

const isRefusal = (code: unknown): code is (typeof REFUSALS)[number] => (REFUSALS as readonly unknown[]).includes(code);

/** How long the service may hold a payment read open (it allows 0-10 s). */
export const PAYMENT_WAIT_S = 8;

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

async function call(url: string, order: OrderRef, { method = 'POST', body, signal, fetchImpl = fetch }: CallOptions): Promise<PaymentAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      headers: { Accept: 'application/json', 'X-Order-Key': order.orderKey, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'failed' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const view = parsePaymentView(answer, order.orderId);
    return view ? { kind: 'view', view } : { kind: 'failed' };
  }
  const code = typeof answer === 'object' && answer !== null ? (answer as { code?: unknown }).code : undefined;
  if (isRefusal(code)) return { kind: 'refused', code };
  if (response.status === 404) return { kind: 'refused', code: 'not-found' };
  return response.status === 503 ? { kind: 'refused', code: 'mpesa-unavailable' } : { kind: 'failed' };
}

const orderUrl = (endpoint: string, order: OrderRef, rest: string) => `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(order.orderId)}/${rest}`;

/** Sends the prompt for the order's total to `phone` (+254…), or to the order's phone. */
export function sendPrompt(endpoint: string, order: OrderRef, phone: string | null, fetchImpl?: typeof fetch): Promise<PaymentAnswer> {
  return call(orderUrl(endpoint, order, 'prompts'), order, { body: phone ? { phoneNumber: phone } : {}, fetchImpl });
}

/**
 * Reads the payment view. With `seen` (the version the page has), the service answers when the
 * view changes or after `waitS` seconds (a long poll).
 */
export function readPayment(endpoint: string, order: OrderRef, { seen, waitS = PAYMENT_WAIT_S, signal, fetchImpl }: { seen?: string; waitS?: number; signal?: AbortSignal; fetchImpl?: typeof fetch } = {}): Promise<PaymentAnswer> {
  const query = seen === undefined ? '' : `?seen=${encodeURIComponent(seen)}&wait=${waitS}`;
  return call(orderUrl(endpoint, order, `payment${query}`), order, { method: 'GET', signal, fetchImpl });
}

/** "I paid another way": the M-Pesa code the shopper typed, for this order. */
export function sendPaymentCode(endpoint: string, order: OrderRef, mpesaTransactionId: string, fetchImpl?: typeof fetch): Promise<PaymentAnswer> {
  return call(orderUrl(endpoint, order, 'payment-code'), order, { body: { mpesaTransactionId }, fetchImpl });
}

/** "Pay on delivery instead". */
export function switchToCashOnDelivery(endpoint: string, order: OrderRef, fetchImpl?: typeof fetch): Promise<PaymentAnswer> {
  return call(orderUrl(endpoint, order, 'cash-on-delivery'), order, { body: {}, fetchImpl });
}
