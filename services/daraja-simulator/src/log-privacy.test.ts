import assert from 'node:assert/strict';
import { constants, publicEncrypt } from 'node:crypto';
import { after, before, test } from 'node:test';
import { type Harness, PHONE, SHORT_CODE, startHarness } from './test-support';

let h: Harness;
before(async () => (h = await startHarness()));
after(() => h.close());

/** What must never reach the log: the payer's number in any form, and what they typed. */
const personal = [PHONE.slice(3), '0712345678', '2547 *****', 'ORDER1764201', 'MY-ACCOUNT-7'];

test('prompts, their outcome and till payments are logged without a phone number or an account', async () => {
  await h.registerC2b();
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve' });
  await h.push();
  await h.receiver.waitFor('/stk');
  await h.control('/simulator/till-payments', { phone: PHONE, amount: 100, account: 'MY-ACCOUNT-7', payBill: true });
  assert.ok(h.lines.some((line) => line.startsWith('prompt ')), 'prompts are logged');
  assert.ok(h.lines.some((line) => line.startsWith('till payment ')), 'till payments are logged');
  for (const line of h.lines) for (const secret of personal) assert.ok(!line.includes(secret), `"${line}" holds ${secret}`);
});

test('a Transaction Status query is logged without its initiator, password or credential', async () => {
  const certificate = await (await fetch(`${h.sim.url}/simulator/certificate`)).text();
  const credential = publicEncrypt({ key: certificate, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('simulator-initiator-password')).toString('base64');
  await h.daraja('/mpesa/transactionstatus/v1/query', {
    Initiator: 'simulator-initiator',
    SecurityCredential: credential,
    CommandID: 'TransactionStatusQuery',
    TransactionID: 'TAH5J2K991',
    PartyA: SHORT_CODE,
    IdentifierType: '4',
    ResultURL: `${h.receiver.url}/status/result`,
    QueueTimeOutURL: `${h.receiver.url}/status/timeout`,
    Remarks: 'Order check',
  });
  await h.receiver.waitFor('/status/result');
  assert.ok(h.lines.some((line) => line.startsWith('transaction status ')), 'the query is logged');
  for (const line of h.lines) for (const secret of ['simulator-initiator', credential.slice(0, 24)]) assert.ok(!line.includes(secret), `"${line}" holds ${secret}`);
});
