// Payments made at the till by hand (C2B confirmations). A Buy Goods payer types no account (the
// confirmation's BillRefNumber is empty), so such a payment is matched by the code the shopper
// types, before or after it arrives; a Pay Bill payment by the account reference it carries.
// Listed for the office when they match nothing.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { officeOf, storedOrders } from '../test-support/office-client';
import { eq } from 'drizzle-orm';
import { mpesaPayments } from '../db/schema';
import { accountReferenceOf } from './daraja/account-reference';
import { eventually, keyed, MSISDN, paymentService, paymentView, placeOrder, simulators } from '../test-support/payment-fixture';

const newSimulator = simulators();

interface Unmatched {
  payments: { receipt: string; amount: number; msisdn: string }[];
}
const unmatchedPayments = async (service: TestService) => (await (await officeOf(service)).get('/api/office/payments/unmatched')).body as Unmatched;

onEachEngine('till payments', (backend) => {
  it("a Pay Bill payment whose account is the order's 12-character reference pays that order (case ignored)", async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    // The reference a prompt carries as its AccountReference, typed by a Pay Bill payer in lower case.
    const account = accountReferenceOf(order.orderId).toLowerCase();
    const paid = await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160, payBill: true, account });
    const { transId } = paid.body as { transId: string };
    const view = await eventually(() => paymentView(service, order), (current) => current.status === 'payment-verified');
    assert.deepEqual([view.status, view.receipt], ['payment-verified', transId]);
    const [payment] = await service.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.transId, transId));
    assert.deepEqual([payment?.orderId, payment?.matchedBy], [order.orderId, 'account-reference']);
  });

  it('a code typed after its till payment arrived matches it at once; the office saw it unmatched before', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service);
    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160 })).body as { transId: string };
    const unmatched = await eventually(
      async () => await unmatchedPayments(service),
      (listing) => listing.payments.length > 0,
    );
    assert.deepEqual(unmatched.payments.map((payment) => [payment.receipt, payment.amount]), [[transId, 1160]]);
    assert.equal(unmatched.payments[0]!.msisdn.includes('123456'), false, 'the paying number is masked');
    const typed = await service.request('POST', `/api/orders/${order.orderId}/payment-code`, { mpesaTransactionId: transId }, keyed(order));
    assert.equal(typed.status, 200);
    assert.equal((typed.body as { status: string }).status, 'payment-verified');
    assert.equal((await unmatchedPayments(service)).payments.length, 0);
  });

  it('an order sent with a code before its till confirmation arrives is paid when it does', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160, confirmAfterMs: 1500 })).body as { transId: string };
    const order = await placeOrder(service, { mpesaTransactionId: transId, paymentStatus: 'paid' });
    assert.equal(order.status, 'awaiting-confirmation');
    const view = await eventually(() => paymentView(service, order), (current) => current.status === 'payment-verified');
    assert.deepEqual([view.status, view.receipt], ['payment-verified', transId]);
  });

  it('a till confirmation that came before its order is matched when the order arrives with its code: paid at once', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    // Buy Goods: nothing in the confirmation names the order; the shopper's code will.
    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160 })).body as { transId: string };
    await eventually(
      async () => await unmatchedPayments(service),
      (listing) => listing.payments.length > 0,
    );
    const order = await placeOrder(service, { mpesaTransactionId: transId, paymentStatus: 'paid' });
    assert.equal(order.status, 'payment-verified');
    assert.equal((await paymentView(service, order)).receipt, transId);
    assert.equal((await unmatchedPayments(service)).payments.length, 0);
  });

  it('a typed code that has no till payment after MPESA_CODE_MATCH_MINUTES flags the order; its payment then clears the flag', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { mpesa: { codeMatchMinutes: 0.01 } });
    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160, confirmAfterMs: 2500 })).body as { transId: string };
    const order = await placeOrder(service, { mpesaTransactionId: transId, paymentStatus: 'paid' });
    const flagged = await eventually(
      async () => (await storedOrders(service, 'tab=flagged')).orders,
      (orders) => orders.length > 0,
    );
    assert.deepEqual(flagged.map((listed) => [listed.orderId, listed.payment.flag]), [[order.orderId, 'code-unmatched']]);
    const view = await eventually(() => paymentView(service, order), (current) => current.status === 'payment-verified');
    assert.equal(view.status, 'payment-verified');
    assert.equal((await storedOrders(service, 'tab=flagged')).orders.length, 0);
  });
});
