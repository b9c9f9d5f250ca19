// The till statement from M-Pesa's organisation portal, as the simulator exports it (its columns
// and formats as the portal's), imported by the owner: a lost confirmation recovered, nothing
// counted twice, a report of what was new.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { mpesaPayments } from '../../db/schema';
import { signInOffice } from '../../test-support/office-client';
import { eventually, MSISDN, paymentService, paymentView, placeOrder, sendPrompt, simulators } from '../../test-support/payment-fixture';
import { onEachEngine } from '../../test-support/test-service';
import { createRequire } from 'node:module';
import { STATEMENT_LIMIT } from '../../office/work/payment-routes';
import { readStatement, statementTime } from './statement-csv';

const newSimulator = simulators();
const CSV = { 'Content-Type': 'text/csv' };

interface Report {
  lines: number;
  known: number;
  filledIn: number;
  added: number;
  matched: number;
  unmatched: number;
  rows: { receipt: string; outcome: string; orderId: string | null }[];
}

it("reads the portal's statement by its column names, quoted fields and East Africa Time", () => {
  const text = [
    'Account Holder:,MIMEA NATURALS',
    'Opening Balance:,0.00,Closing Balance:,1660.00',
    'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.',
    'TL2AB3CD4E,02-12-2026 10:30:15,02-12-2026 10:30:14,"Merchant Payment from 254712***678 - Jane, W",Completed,"1,160.00",,1660.00,true,Customer Merchant Payment,254712***678 - Jane Wanjiru,,',
    'TL2AB3CD4F,02-12-2026 09:00:00,02-12-2026 09:00:00,Withdrawal,Completed,,300.00,500.00,true,Business Pay Bill,,,',
  ].join('\r\n');
  const read = readStatement(text);
  assert.deepEqual(read.ok && read.lines[0], {
    receipt: 'TL2AB3CD4E',
    completedAt: new Date('2026-12-02T07:30:15Z'),
    paidIn: 1160,
    status: 'Completed',
    msisdn: '254712***678',
    firstName: 'Jane',
    account: null,
    reasonType: 'Customer Merchant Payment',
  });
  assert.equal(read.ok && read.lines[1]?.paidIn, 0);
  assert.equal(statementTime('31-02-2026 10:00:00')?.toISOString(), '2026-03-03T07:00:00.000Z', 'as JavaScript rolls dates over');
  assert.deepEqual(readStatement('name,amount\nJohn,5'), { ok: false, error: 'This is not an M-Pesa till statement: it has no "Receipt No." column. Export the statement as CSV from the M-Pesa organisation portal.' });
});

it("takes as large a statement as the shop's proxies let through (config/apps.cjs)", () => {
  assert.equal(STATEMENT_LIMIT, (createRequire(import.meta.url)('../../../../../config/apps.cjs') as { statementBodyLimit: number }).statementBodyLimit);
});

onEachEngine('the till statement', (backend) => {
  it('recovers a lost confirmation, adds what the shop never heard of, and counts nothing twice', async () => {
    const sim = await newSimulator();
    // No C2B URLs registered: the till's confirmations reach nobody, as when they are lost.
    const service = await paymentService(backend, sim, { registerC2b: false });

    // A prompt paid with its callback: the shop knows that payment.
    const prompted = await placeOrder(service, { phoneNumber: '+254722100201' });
    await sim.next({ outcome: 'approve' }, '254722100201');
    assert.equal((await sendPrompt(service, prompted)).status, 202);
    await eventually(() => paymentView(service, prompted), (view) => view.status === 'payment-verified');

    // A till payment by hand whose code the shopper typed: its confirmation is lost.
    const { transId } = (await sim.call('POST', '/simulator/till-payments', { phone: MSISDN, amount: 1160 })).body as { transId: string };
    const typed = await placeOrder(service, { mpesaTransactionId: transId, paymentStatus: 'paid' });
    assert.equal(typed.status, 'awaiting-confirmation');
    // And someone else's payment, for nothing the shop can name.
    const stranger = (await sim.call('POST', '/simulator/till-payments', { phone: '254700000333', amount: 450 })).body as { transId: string };

    const statement = await fetch(`${sim.url}/simulator/statement.csv`).then((answer) => answer.text());
    const staff = await signInOffice(service, 'staff');
    assert.equal((await staff.post('/api/office/payments/statement', statement, CSV)).status, 403, 'the owner imports');
    const owner = await signInOffice(service, 'owner');
    assert.equal((await owner.post('/api/office/payments/statement', 'a,b\n1,2', CSV)).status, 400);

    const first = await owner.post('/api/office/payments/statement', statement, CSV);
    assert.equal(first.status, 200);
    const report = first.body as Report;
    // The prompt's payment was known; the statement fills in what its callback did not say (the payer's name).
    assert.deepEqual([report.lines, report.known + report.filledIn, report.added, report.matched, report.unmatched], [3, 1, 2, 1, 1]);
    assert.deepEqual(
      report.rows.filter((row) => row.outcome.startsWith('added')).map((row) => [row.receipt, row.outcome, row.orderId]).sort(),
      [
        [stranger.transId, 'added-unmatched', null],
        [transId, 'added-matched', typed.orderId],
      ].sort(),
    );
    const view = await paymentView(service, typed);
    assert.deepEqual([view.status, view.receipt], ['payment-verified', transId]);

    // The same statement again: all known, no payment counted twice.
    const again = (await owner.post('/api/office/payments/statement', statement, CSV)).body as Report;
    assert.deepEqual([again.known, again.added], [3, 0]);
    assert.equal((await service.database.db.select().from(mpesaPayments)).length, 3);
    const [payment] = await service.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.transId, transId));
    assert.equal(payment?.source, 'statement');
  });
});
