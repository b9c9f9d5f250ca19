/**
 * @jest-environment node
 */
import { keyOf, startOrderService, type OrderServiceStub } from '../../test/order-service-stub';
import { readPayment, sendPaymentCode, sendPrompt, switchToCashOnDelivery } from './payment-calls';

// The shopper's payment calls against a real order service on localhost (docs/payments.md).

const orderId = 'ORDER1764000000000123';
let service: OrderServiceStub;
let endpoint: string;
const order = { orderId, orderKey: keyOf(orderId) };

beforeEach(async () => {
  service = await startOrderService();
  endpoint = `${service.origin}/api/orders`;
  await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ orderId, orderAmount: 2740, paymentMethod: 'mpesa', mpesaTransactionId: null, phoneNumber: '+254712345678' }) });
});
afterEach(() => service.close());

describe("the shopper's payment calls", () => {
  it('send the prompt with the order key and read its view', async () => {
    const answer = await sendPrompt(endpoint, order, '+254712345678');
    expect(answer).toMatchObject({ kind: 'view', view: { status: 'awaiting-payment', prompt: { state: 'sent', phone: '0712 *** 678' }, promptsLeft: 2 } });
    expect(service.calls.at(-1)).toBe(`POST /api/orders/${orderId}/prompts`);
  });

  it('name why a prompt is refused: one on the phone, M-Pesa unreachable', async () => {
    await sendPrompt(endpoint, order, null);
    await expect(sendPrompt(endpoint, order, null)).resolves.toEqual({ kind: 'refused', code: 'prompt-in-flight' });
    service.settle(orderId, 'cancelled');
    service.failNextPrompt();
    await expect(sendPrompt(endpoint, order, null)).resolves.toEqual({ kind: 'refused', code: 'mpesa-unavailable' });
  });

  it('find nothing with a wrong key', async () => {
    await expect(readPayment(endpoint, { orderId, orderKey: keyOf('ORDER1764000000000999') })).resolves.toEqual({ kind: 'refused', code: 'not-found' });
  });

  it('hold a read open until the view changes (a long poll)', async () => {
    const first = await readPayment(endpoint, order);
    if (first.kind !== 'view') throw new Error('no view');
    const started = Date.now();
    const waiting = readPayment(endpoint, order, { seen: first.view.version, waitS: 5 });
    setTimeout(() => service.confirmCode(orderId, 'QFT4XY7Z2K'), 100);
    await expect(waiting).resolves.toMatchObject({ kind: 'view', view: { status: 'payment-verified', receipt: 'QFT4XY7Z2K' } });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('give a code for the stored order; switch it to cash on delivery only while it awaits payment', async () => {
    await expect(sendPaymentCode(endpoint, order, 'QFT4XY7Z2K')).resolves.toMatchObject({ kind: 'view', view: { status: 'awaiting-confirmation' } });
    await expect(switchToCashOnDelivery(endpoint, order)).resolves.toEqual({ kind: 'refused', code: 'not-awaiting-payment' });
  });

  it('fail, without throwing, when nothing answers', async () => {
    await service.close();
    await expect(readPayment(endpoint, order)).resolves.toEqual({ kind: 'failed' });
    service = await startOrderService();
  });
});
