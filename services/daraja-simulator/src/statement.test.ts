import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { STATEMENT_COLUMNS } from './statement';
import { type Harness, PHONE, WITHOUT_LIMITS, pause, startHarness } from './test-support';

let h: Harness;
const receipts: string[] = [];
const times: string[] = [];
before(async () => {
  h = await startHarness(WITHOUT_LIMITS);
  await h.registerC2b();
  const till = await h.control('/simulator/till-payments', { phone: '0712345126', amount: 1000 });
  await pause(20);
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve' });
  await h.push();
  await h.receiver.waitFor('/stk');
  const [prompt] = (await h.control('/simulator/prompts')).body.prompts as { receipt: string }[];
  await pause(20);
  const payBill = await h.control('/simulator/till-payments', { phone: PHONE, amount: 60, payBill: true, account: 'ACC, 7' });
  h.receiver.answer('/c2b/validation', 200, { ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
  await h.control('/simulator/till-payments', { phone: PHONE, amount: 999 });
  receipts.push(till.body.transId as string, prompt!.receipt, payBill.body.transId as string);
  for (const receipt of receipts) times.push((await h.control(`/simulator/payments/${receipt}`)).body.at as string);
});
after(() => h.close());

/** A CSV line's fields (quoted fields may hold commas and doubled quotes). */
const fields = (line: string) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, value]) => (value!.startsWith('"') ? value!.slice(1, -1).replace(/""/g, '"') : value!));

async function statement(query = '') {
  const response = await fetch(`${h.sim.url}/simulator/statement.csv${query}`);
  const text = await response.text();
  return { response, text, lines: text.split('\r\n').slice(0, -1) };
}

test('the statement: the portal\'s preamble and columns, one line per accepted payment, newest first', async () => {
  const { response, text, lines } = await statement();
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type')!, /^text\/csv/);
  assert.match(response.headers.get('content-disposition')!, /filename="ORG_5877276_Merchant Account_Completed_20\d{12}\.csv"/);
  assert.ok(text.endsWith('\r\n'));
  assert.deepEqual(fields(lines[0]!), ['Account Holder:', 'MIMEA NATURALS']);
  assert.deepEqual(fields(lines[2]!), ['Account:', 'Merchant Account']);
  assert.match(lines[3]!, /^Time Period:,From,\d{2}-\d{2}-20\d{2} \d{2}:\d{2}:\d{2},To,\d{2}-\d{2}-20\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.deepEqual(fields(lines[5]!), ['Opening Balance:', '0.00', 'Closing Balance:', '3800.00']);
  assert.equal(lines[6], STATEMENT_COLUMNS.join(','));
  assert.equal(lines[6], 'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.');
  const rows = lines.slice(7).map(fields);
  assert.deepEqual(
    rows.map((row) => row[0]),
    [...receipts].reverse(),
    'newest first; the payment validation refused is not there',
  );
  const [payBill, prompt, till] = rows;
  assert.match(till![1]!, /^\d{2}-\d{2}-20\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(till![1], till![2]);
  assert.deepEqual(till!.slice(3), ['Merchant Payment from 254712***126 - John', 'Completed', '1000.00', '', '1000.00', 'true', 'Customer Merchant Payment', '254712***126 - John', '', '']);
  assert.deepEqual(prompt!.slice(3), ['Merchant Payment Online from 254712***678 - John', 'Completed', '2740.00', '', '3740.00', 'true', 'Customer Merchant Payment', '254712***678 - John', '', '']);
  assert.deepEqual(payBill!.slice(3), ['Pay Bill from 254712***678 - John Acc. ACC, 7', 'Completed', '60.00', '', '3800.00', 'true', 'Pay Bill', '254712***678 - John', '', 'ACC, 7']);
  assert.ok(!text.includes(PHONE) && !text.includes('0712345126'), 'no number in full');
});

test('from and to (ISO) choose the period; the opening balance is what came before it', async () => {
  const { lines } = await statement(`?from=${encodeURIComponent(times[1]!)}&to=${encodeURIComponent(times[1]!)}`);
  assert.deepEqual(fields(lines[5]!), ['Opening Balance:', '1000.00', 'Closing Balance:', '3740.00']);
  assert.deepEqual(lines.slice(7).map((line) => fields(line)[0]), [receipts[1]]);
  const later = await statement(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
  assert.equal(later.lines.length, 7, 'nothing after now: the preamble and the columns');
  assert.equal((await statement('?from=yesterday')).response.status, 400);
});
