import assert from 'node:assert/strict';
import { X509Certificate, constants, publicEncrypt } from 'node:crypto';
import { after, afterEach, before, test } from 'node:test';
import { type Harness, PHONE, SHORT_CODE, TILL, WITHOUT_LIMITS, startHarness } from './test-support';

let h: Harness;
let certificate: string;
before(async () => {
  h = await startHarness(WITHOUT_LIMITS);
  await h.registerC2b();
  certificate = await (await fetch(`${h.sim.url}/simulator/certificate`)).text();
});
afterEach(async () => {
  await h.control('/simulator/reset', {});
  h.receiver.received.length = 0;
});
after(() => h.close());

/** The SecurityCredential, made as against Daraja: the password encrypted with the certificate (RSA, PKCS #1 v1.5), base64. */
const credentialOf = (password: string, pem = certificate) => publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');

const query = (fields: Record<string, unknown> = {}, harness = h) =>
  harness.daraja('/mpesa/transactionstatus/v1/query', {
    Initiator: 'simulator-initiator',
    SecurityCredential: credentialOf('simulator-initiator-password'),
    CommandID: 'TransactionStatusQuery',
    TransactionID: 'TAH5J2K991',
    PartyA: SHORT_CODE,
    IdentifierType: '4',
    ResultURL: `${harness.receiver.url}/status/result`,
    QueueTimeOutURL: `${harness.receiver.url}/status/timeout`,
    Remarks: 'Order check',
    Occasion: 'ORDER1764201',
    ...fields,
  });

interface StatusResult {
  Result: {
    ResultType: number;
    ResultCode: number | string;
    ResultDesc: string;
    OriginatorConversationID: string;
    ConversationID: string;
    TransactionID: string;
    ResultParameters?: { ResultParameter: { Key: string; Value?: unknown }[] };
    ReferenceData: { ReferenceItem: { Key: string; Value?: string } };
  };
}

async function resultOf(fields: Record<string, unknown>, count: number): Promise<{ sync: Record<string, unknown>; result: StatusResult }> {
  const answer = await query(fields);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const received = await h.receiver.waitFor('/status/result', count);
  return { sync: answer.body, result: received[count - 1]!.body as StatusResult };
}

const parameters = (result: StatusResult) => Object.fromEntries((result.Result.ResultParameters?.ResultParameter ?? []).map(({ Key, Value }) => [Key, Value]));

test('the simulator\'s certificate is a self-signed X.509 certificate, served as PEM', async () => {
  const response = await fetch(`${h.sim.url}/simulator/certificate`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type')!, /pem/);
  assert.match(certificate, /^-----BEGIN CERTIFICATE-----\n/);
  const x509 = new X509Certificate(certificate);
  assert.ok(x509.verify(x509.publicKey), 'signed by its own key');
  assert.equal(x509.publicKey.asymmetricKeyType, 'rsa');
  assert.match(x509.subject, /CN=MIMEA NATURALS/);
  assert.equal(await (await fetch(`${h.sim.url}/simulator/certificate`)).text(), certificate, 'the same key for the simulator\'s life');
});

test('a till payment: accepted at once in Daraja\'s words, then the result with its documented keys at the ResultURL', async () => {
  const paid = await h.control('/simulator/till-payments', { phone: PHONE, amount: 2740 });
  const receipt = paid.body.transId as string;
  const { sync, result } = await resultOf({ TransactionID: receipt, PartyA: TILL, IdentifierType: '2' }, 1);
  assert.deepEqual(Object.keys(sync), ['OriginatorConversationID', 'ConversationID', 'ResponseCode', 'ResponseDescription']);
  assert.equal(sync.ResponseCode, '0');
  assert.equal(sync.ResponseDescription, 'Accept the service request successfully.');
  assert.match(sync.ConversationID as string, /^AG_20\d{6}_[a-z0-9]{20}$/);
  assert.match(sync.OriginatorConversationID as string, /^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\d{7}$/);

  const { ResultParameters, ...head } = result.Result;
  assert.deepEqual(head, {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: sync.OriginatorConversationID,
    ConversationID: sync.ConversationID,
    TransactionID: `${receipt.slice(0, 3)}0000000`,
    ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: 'ORDER1764201' } },
  });
  assert.deepEqual(
    ResultParameters!.ResultParameter.map((item) => item.Key),
    ['DebitPartyName', 'CreditPartyName', 'OriginatorConversationID', 'InitiatedTime', 'CreditPartyCharges', 'DebitAccountType', 'TransactionReason', 'ReasonType', 'TransactionStatus', 'FinalisedTime', 'Amount', 'ConversationID', 'ReceiptNo'],
  );
  const values = parameters(result);
  assert.equal(values.ReceiptNo, receipt);
  assert.equal(values.TransactionStatus, 'Completed');
  assert.equal(values.Amount, 2740);
  assert.equal(values.DebitPartyName, '254712***678 - John', 'the number masked');
  assert.equal(values.CreditPartyName, `${TILL} - MIMEA NATURALS`);
  assert.equal(values.ReasonType, 'Customer Merchant Payment');
  assert.equal(values.DebitAccountType, 'MMF Account For Customer');
  assert.match(String(values.InitiatedTime), /^20\d{12}$/);
  assert.equal(typeof values.FinalisedTime, 'number');
  assert.ok(!('Value' in ResultParameters!.ResultParameter.find((item) => item.Key === 'CreditPartyCharges')!), 'empty keys carry no Value');

  const logged = ((await h.control('/simulator/callbacks')).body.callbacks as { kind: string; url: string }[]).filter((entry) => entry.kind === 'transaction-status');
  assert.deepEqual(logged.map((entry) => entry.url), [`${h.receiver.url}/status/result`]);
});

test('a prompt\'s payment is known too, by the store number or the till', async () => {
  await h.control(`/simulator/phones/${PHONE}/next`, { outcome: 'approve' });
  await h.push();
  await h.receiver.waitFor('/stk');
  const [prompt] = (await h.control('/simulator/prompts')).body.prompts as { receipt: string }[];
  const { result } = await resultOf({ TransactionID: prompt!.receipt.toLowerCase(), PartyA: Number(SHORT_CODE), IdentifierType: 4, Occasion: undefined }, 1);
  assert.equal(result.Result.ResultCode, 0);
  assert.equal(parameters(result).ReceiptNo, prompt!.receipt);
  assert.deepEqual(result.Result.ReferenceData, { ReferenceItem: { Key: 'Occasion' } }, 'no Occasion: a Key without a Value');
});

test('a receipt M-Pesa does not know: 2032, no parameters, TransactionID the date\'s prefix and zeros', async () => {
  const { result } = await resultOf({ TransactionID: 'QWERTY1234' }, 1);
  assert.equal(result.Result.ResultCode, 2032);
  assert.equal(result.Result.ResultDesc, 'The transaction receipt number does not exist.');
  assert.equal(result.Result.ResultParameters, undefined);
  assert.match(result.Result.TransactionID, /^[A-Z][A-L][1-9A-V]0000000$/);
});

test('a wrong initiator name or SecurityCredential: 2001 "The initiator information is invalid."', async () => {
  const paid = await h.control('/simulator/till-payments', { phone: PHONE, amount: 100 });
  const cases = [
    { Initiator: 'someone-else' },
    { SecurityCredential: credentialOf('a-guessed-password') },
    { SecurityCredential: Buffer.from('simulator-initiator-password').toString('base64') },
    { SecurityCredential: 'not base64 at all!' },
  ];
  for (const [index, fields] of cases.entries()) {
    const { result } = await resultOf({ TransactionID: paid.body.transId, ...fields }, index + 1);
    assert.equal(result.Result.ResultCode, 2001, JSON.stringify(fields));
    assert.equal(result.Result.ResultDesc, 'The initiator information is invalid.');
    assert.equal(result.Result.ResultParameters, undefined);
  }
});

test('a PartyA that is neither the store number nor the till: SFC_IC0003 in the result', async () => {
  const paid = await h.control('/simulator/till-payments', { phone: PHONE, amount: 100 });
  const { result } = await resultOf({ TransactionID: paid.body.transId, PartyA: '600000' }, 1);
  assert.equal(result.Result.ResultCode, 'SFC_IC0003');
});

test('a malformed query is refused at once in Daraja\'s shape; no token, no query', async () => {
  for (const [fields, field] of [
    [{ CommandID: 'TransactionStatus' }, 'CommandID'],
    [{ ResultURL: 'nowhere' }, 'ResultURL'],
    [{ QueueTimeOutURL: undefined }, 'QueueTimeOutURL'],
    [{ IdentifierType: '1' }, 'IdentifierType'],
    [{ Remarks: '' }, 'Remarks'],
    [{ TransactionID: undefined }, 'TransactionID'],
    [{ SecurityCredential: undefined }, 'SecurityCredential'],
  ] as const) {
    const answer = await query(fields);
    assert.equal(answer.status, 400, field);
    assert.equal(answer.body.errorMessage, `Bad Request - Invalid ${field}`);
  }
  assert.equal((await h.daraja('/mpesa/transactionstatus/v1/query', {}, 'no-such-token')).status, 404);
  assert.equal(h.receiver.at('/status/result').length, 0);
});

test('initiatorName and initiatorPassword are options', async () => {
  const other = await startHarness({ initiatorName: 'ops', initiatorPassword: 'Str0ng!' });
  try {
    const pem = await (await fetch(`${other.sim.url}/simulator/certificate`)).text();
    assert.notEqual(pem, certificate, 'each simulator has its own key');
    await query({ Initiator: 'ops', SecurityCredential: credentialOf('Str0ng!', pem) }, other);
    const [received] = await other.receiver.waitFor('/status/result');
    assert.equal((received!.body as StatusResult).Result.ResultCode, 2032, 'the credential passed; the receipt is unknown');
  } finally {
    await other.close();
  }
});
