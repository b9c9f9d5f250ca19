import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, afterEach, before, test } from 'node:test';
import { type Harness, PHONE, SHORT_CODE, TILL, WITHOUT_LIMITS, startHarness } from './test-support';

let h: Harness;
before(async () => {
  h = await startHarness(WITHOUT_LIMITS);
  await h.registerC2b();
});
afterEach(async () => {
  await h.control('/simulator/reset', {});
  h.receiver.received.length = 0;
});
after(() => h.close());

type Body = Record<string, unknown>;
const HASHED = createHash('sha256').update(PHONE).digest('hex');

/** Pays the till `amounts` one after another; their confirmations and validations, in order. */
async function pay(amounts: number[], fields: Record<string, unknown> = {}): Promise<{ confirmations: Body[]; validations: Body[] }> {
  for (const amount of amounts) assert.equal((await h.control('/simulator/till-payments', { phone: PHONE, amount, ...fields })).body.accepted, true);
  return { confirmations: h.receiver.at('/c2b/confirmation').map((entry) => entry.body as Body), validations: h.receiver.at('/c2b/validation').map((entry) => entry.body as Body) };
}

test('varied (the default): the confirmations go through the documented cycle of real-world shapes, payment after payment', async () => {
  assert.equal((await h.control('/simulator/settings')).body.confirmationStyle, 'varied');
  const { confirmations, validations } = await pay([100, 200, 300, 400, 500, 600]);
  const [first, second, third, fourth, fifth, sixth] = confirmations;
  const plain = { TransactionType: 'Buy Goods', BusinessShortCode: TILL, BillRefNumber: '', InvoiceNumber: '', ThirdPartyTransID: '', MSISDN: '2547 ***** 678', FirstName: 'John', MiddleName: '', LastName: '' };
  const pick = (body: Body | undefined) => Object.fromEntries(Object.keys(plain).map((key) => [key, body?.[key]]));

  assert.deepEqual(pick(first), { ...plain, MiddleName: null, LastName: null });
  assert.equal(first!.TransAmount, '100.00');
  assert.equal(first!.OrgAccountBalance, '100.00');

  assert.deepEqual(pick(second), { ...plain, BusinessShortCode: Number(TILL), MSISDN: HASHED, FirstName: '' });
  assert.equal(second!.TransAmount, 200, 'a JSON number');
  assert.equal(second!.OrgAccountBalance, 300);

  assert.deepEqual(pick(third), { ...plain, TransactionType: 'Customer Merchant Payment', BillRefNumber: null, FirstName: null, MiddleName: null, LastName: null });
  assert.equal(third!.TransAmount, '300.00');

  assert.deepEqual(pick(fourth), { ...plain, BusinessShortCode: Number(TILL), MSISDN: HASHED, MiddleName: null, LastName: null });
  assert.equal(fourth!.TransAmount, '400.00');
  assert.equal(fourth!.OrgAccountBalance, 1000);

  assert.deepEqual(pick(fifth), plain);
  assert.equal(fifth!.TransAmount, '500.00');
  assert.equal(fifth!.OrgAccountBalance, '1500.00');

  assert.deepEqual(pick(sixth), pick(first), 'then the cycle starts again');
  // A payment's validation has its confirmation's shape, with no balance.
  for (const [index, validation] of validations.entries()) assert.deepEqual(validation, { ...confirmations[index], OrgAccountBalance: '' });
});

test('the cycle counts prompts\' payments too; a Pay Bill payment keeps its account and type in every shape', async () => {
  await pay([100, 200]);
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve' });
  await h.push();
  await h.receiver.waitFor('/c2b/confirmation', 3);
  const third = h.receiver.at('/c2b/confirmation')[2]!.body as Body;
  assert.equal(third.BillRefNumber, null, 'the third shape, for a Buy Goods prompt');
  assert.equal(third.TransactionType, 'Customer Merchant Payment');
  await h.control('/simulator/reset', {});
  h.receiver.received.length = 0;
  const { confirmations } = await pay([100, 200, 300], { payBill: true, account: 'ACC-9' });
  assert.deepEqual(
    confirmations.map((body) => [body.TransactionType, body.BillRefNumber, body.BusinessShortCode]),
    [
      ['Pay Bill', 'ACC-9', SHORT_CODE],
      ['Pay Bill', 'ACC-9', Number(SHORT_CODE)],
      ['Pay Bill', 'ACC-9', SHORT_CODE],
    ],
  );
});

test('plain: every confirmation in the documented shape; the style is a setting, an option, and reset brings it back', async () => {
  assert.equal((await h.control('/simulator/settings', { confirmationStyle: 'plain' })).body.confirmationStyle, 'plain');
  const { confirmations } = await pay([100, 200, 300]);
  for (const body of confirmations) {
    assert.equal(typeof body.TransAmount, 'string');
    assert.equal(body.BusinessShortCode, TILL);
    assert.equal(body.MSISDN, '2547 ***** 678');
    assert.deepEqual([body.FirstName, body.MiddleName, body.LastName, body.BillRefNumber], ['John', '', '', '']);
  }
  assert.equal((await h.control('/simulator/settings', { confirmationStyle: 'odd' })).status, 400);
  await h.control('/simulator/reset', {});
  assert.equal((await h.control('/simulator/settings')).body.confirmationStyle, 'varied');
});
