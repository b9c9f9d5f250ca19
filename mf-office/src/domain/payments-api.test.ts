import { OfficeApi } from './office-api';
import { OfficeError, faultMessage } from './office-fault';
import { importStatement, linkPayment, registration, suggestedOrders, unmatchedPayments, unreadablePayments } from './payments-api';
import { OWNER, STAFF, standInOfficeService } from '../test/office-service-stub';
import { mpesaOrder, tillPayment } from '../test/payments-service-stub';

const service = standInOfficeService();
const ORDER_ID = 'ORDER1764151200000123';

async function faultOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OfficeError) return error.fault;
    throw error;
  }
  throw new Error('The call did not fail');
}

async function signedIn(who: 'owner' | 'staff') {
  const api = new OfficeApi();
  const account = who === 'owner' ? OWNER : STAFF;
  await api.signIn({ username: account.username, password: account.password, ...(who === 'owner' ? { code: OWNER.code } : {}) });
  return api;
}

describe('the payments’ calls against a stand-in service', () => {
  it('reads the registration, a page of unmatched payments, the suggestions and the unreadable bodies', async () => {
    const { payments } = service();
    payments.payments.push(tillPayment('TKQ1A2B3C4', 1160), tillPayment('TKQ1A2B3C5', 60));
    payments.unreadable.push({ id: 3, kind: 'c2b-confirmation', receivedAt: '2026-11-26T14:02:09+03:00', reference: 'RKTQDM7W6S', amount: null, problem: 'TransAmount: must be an amount above 0' });
    const api = await signedIn('staff');

    expect(await registration(api)).toMatchObject({ state: 'registered', alarm: null });
    const page = await unmatchedPayments(api, 2, 1);
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: 2, payments: [{ receipt: 'TKQ1A2B3C5', amount: 60 }] });
    expect(service().calls).toContain('GET /api/office/payments/unmatched?page=2&pageSize=1');
    expect(await suggestedOrders(api, 'TKQ1A2B3C4')).toEqual({ receipt: 'TKQ1A2B3C4', amount: 1160, orders: [] });
    expect(await unreadablePayments(api)).toMatchObject([{ id: '3', reference: 'RKTQDM7W6S', amount: null }]);
    expect(await faultOf(suggestedOrders(api, 'NOSUCH'))).toEqual({ kind: 'not-found', message: 'There is no M-Pesa payment with this receipt.' });
  });

  it('links a payment as the owner with the CSRF token, and gives the service’s words when it refuses', async () => {
    const { payments, orders } = service();
    payments.payments.push(tillPayment('TKQ1A2B3C4', 1160), tillPayment('TKQ1A2B3C5', 5000));
    orders.set(ORDER_ID, mpesaOrder(ORDER_ID, 1160));

    const staff = await signedIn('staff');
    const refused = await faultOf(linkPayment(staff, 'TKQ1A2B3C4', { orderId: ORDER_ID, reason: 'Her husband paid' }));
    expect(faultMessage(new OfficeError(refused))).toBe('Only the owner or a manager may do this.');

    const owner = await signedIn('owner');
    expect(faultMessage(new OfficeError(await faultOf(linkPayment(owner, 'TKQ1A2B3C4', { orderId: ORDER_ID, reason: 'ok' }))))).toBe('Give the reason for the link (at least 3 characters).');
    expect(await linkPayment(owner, 'TKQ1A2B3C4', { orderId: ORDER_ID, reason: 'Her husband paid; she called' })).toEqual({ orderId: ORDER_ID, effect: 'paid' });
    expect(service().bodies.at(-1)).toEqual({ path: '/payments/TKQ1A2B3C4/link', body: { orderId: ORDER_ID, reason: 'Her husband paid; she called' } });

    expect(await faultOf(linkPayment(owner, 'TKQ1A2B3C4', { orderId: ORDER_ID, reason: 'twice' }))).toEqual({ kind: 'not-allowed', message: `This payment is already matched to order ${ORDER_ID}.` });
    expect(await faultOf(linkPayment(owner, 'TKQ1A2B3C5', { orderId: 'ORDER1764151200000999', reason: 'she said so' }))).toEqual({ kind: 'not-found', message: 'There is no order with this ID.' });
  });

  it('sends the statement as CSV text and reads its report; a file that is no statement is refused in the service’s words', async () => {
    const { payments } = service();
    payments.statementReport = { lines: 1, paidIn: 1, known: 0, filledIn: 0, added: 1, matched: 0, unmatched: 1, skipped: 0, rows: [{ receipt: 'TKQ1A2B3C4', completedAt: null, amount: 60, outcome: 'added-unmatched', orderId: null, note: null }] };
    const owner = await signedIn('owner');
    const csv = 'Receipt No.,Completion Time,Paid In\r\nTKQ1A2B3C4,26-11-2026 14:02:09,60.00\r\n';
    expect(await importStatement(owner, csv)).toMatchObject({ added: 1, unmatched: 1, rows: [{ receipt: 'TKQ1A2B3C4', outcome: 'added-unmatched' }] });
    expect(payments.statements).toEqual([{ contentType: 'text/csv', text: csv }]);

    const notAStatement = await faultOf(importStatement(owner, 'name,phone\r\nJohn,0712\r\n'));
    expect(notAStatement).toMatchObject({ kind: 'invalid-input', message: expect.stringMatching(/^This is not an M-Pesa till statement: it has no "Receipt No." column/) });

    payments.bodyLimit = 10;
    const tooLarge = await faultOf(importStatement(owner, csv));
    expect(tooLarge).toEqual({ kind: 'too-large' });
  });
});
