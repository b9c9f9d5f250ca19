import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseC2bPayment, parseStkCallback } from './callback-bodies';

interface MetadataItem {
  Name: string;
  Value?: unknown;
}
interface StkBody {
  Body: { stkCallback: Record<string, unknown> & { CallbackMetadata?: { Item: MetadataItem[] } } };
}

/** Daraja's documented callback of a paid prompt. */
const paid = (): StkBody => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1.0 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'PhoneNumber', Value: 254708374149 },
        ],
      },
    },
  },
});

/** Daraja's documented callback of a cancelled prompt. */
const cancelled = {
  Body: {
    stkCallback: {
      MerchantRequestID: '8555-67195-1',
      CheckoutRequestID: 'ws_CO_27072017151044001',
      ResultCode: 1032,
      ResultDesc: '[STK_CB - ]Request cancelled by user',
    },
  },
};

/** Daraja's documented C2B v2 confirmation. */
const confirmation = () =>
  ({
    TransactionType: 'Pay Bill',
    TransID: 'RKTQDM7W6S',
    TransTime: '20191122063845',
    TransAmount: '10.00',
    BusinessShortCode: '600638',
    BillRefNumber: 'invoice008',
    InvoiceNumber: '',
    OrgAccountBalance: '49197.00',
    ThirdPartyTransID: '',
    MSISDN: '254708374149',
    FirstName: 'John',
    MiddleName: '',
    LastName: 'Doe',
  }) as Record<string, unknown>;

/** `body` without `fields`. */
const without = (body: Record<string, unknown>, ...fields: string[]) => Object.fromEntries(Object.entries(body).filter(([key]) => !fields.includes(key)));

const withItem = (name: string, value: unknown) => {
  const body = paid();
  const item = body.Body.stkCallback.CallbackMetadata!.Item.find((each) => each.Name === name)!;
  item.Value = value;
  return body;
};

describe("a prompt's callback", () => {
  it("reads Daraja's documented paid callback", () => {
    assert.deepEqual(parseStkCallback(paid()), {
      ok: true,
      value: {
        merchantRequestId: '29115-34620561-1',
        checkoutRequestId: 'ws_CO_191220191020363925',
        resultCode: 0,
        resultDesc: 'The service request is processed successfully.',
        payment: { amount: 1, receipt: 'NLJ7RT61SV', transactionDate: '20191219102115', phone: '254708374149' },
      },
    });
  });

  it("reads Daraja's documented cancelled callback, with no payment", () => {
    assert.deepEqual(parseStkCallback(cancelled), {
      ok: true,
      value: {
        merchantRequestId: '8555-67195-1',
        checkoutRequestId: 'ws_CO_27072017151044001',
        resultCode: 1032,
        resultDesc: '[STK_CB - ]Request cancelled by user',
        payment: null,
      },
    });
  });

  it('lets through fields and items Daraja adds, and a Balance with or without a Value', () => {
    const body: StkBody & { Extra?: unknown } = paid();
    body.Extra = { anything: true };
    body.Body.stkCallback.Extra = [1, 2];
    body.Body.stkCallback.CallbackMetadata!.Item.push({ Name: 'NewField', Value: { nested: 1 } }, { Name: '__proto__', Value: 1 });
    assert.ok(parseStkCallback(body).ok);
    const withBalance = withItem('Balance', 1200);
    assert.equal(parseStkCallback(withBalance).ok, true);
    // TransactionDate as a string of digits and a masked phone are read as sent.
    const result = parseStkCallback(withItem('PhoneNumber', '2547******149'));
    assert.ok(result.ok && result.value.payment?.phone === '2547******149');
  });

  it('refuses a paid callback without its metadata or one of its items', () => {
    const body = paid();
    delete body.Body.stkCallback.CallbackMetadata;
    assert.deepEqual(parseStkCallback(body), { ok: false, problem: 'Body.stkCallback.CallbackMetadata: required when ResultCode is 0' });
    for (const name of ['Amount', 'MpesaReceiptNumber', 'TransactionDate', 'PhoneNumber']) {
      const without = paid();
      without.Body.stkCallback.CallbackMetadata!.Item = without.Body.stkCallback.CallbackMetadata!.Item.filter((item) => item.Name !== name);
      const result = parseStkCallback(without);
      assert.ok(!result.ok && result.problem.startsWith(`Body.stkCallback.CallbackMetadata.Item.${name}:`), name);
    }
    const twice = paid();
    twice.Body.stkCallback.CallbackMetadata!.Item.push({ Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SX' });
    assert.deepEqual(parseStkCallback(twice), { ok: false, problem: 'Body.stkCallback.CallbackMetadata.Item: MpesaReceiptNumber appears twice' });
  });

  it('refuses known fields of the wrong type or form', () => {
    const wrong: [string, unknown][] = [
      ['Amount', '1.00'],
      ['Amount', 0],
      ['Amount', -5],
      ['MpesaReceiptNumber', 'nlj7rt61sv'],
      ['MpesaReceiptNumber', 'NLJ7RT61S'],
      ['MpesaReceiptNumber', 1234567890],
      ['TransactionDate', 2019121910211],
      ['TransactionDate', 'yesterday'],
      ['PhoneNumber', '<b>254708374149</b>'],
      ['PhoneNumber', 2.5],
    ];
    for (const [name, value] of wrong) assert.equal(parseStkCallback(withItem(name, value)).ok, false, `${name} ${String(value)}`);
    const stk = (change: Record<string, unknown>) => ({ Body: { stkCallback: { ...cancelled.Body.stkCallback, ...change } } });
    for (const change of [
      { ResultCode: '1032' },
      { ResultCode: 10.5 },
      { ResultCode: null },
      { MerchantRequestID: 8555 },
      { CheckoutRequestID: '' },
      { ResultDesc: 42 },
      { CallbackMetadata: { Item: 'none' } },
    ])
      assert.equal(parseStkCallback(stk(change)).ok, false, JSON.stringify(change));
    for (const body of [null, undefined, 'text', [], {}, { Body: {} }, { Body: { stkCallback: null } }]) assert.equal(parseStkCallback(body).ok, false);
  });

  it('refuses HTML in its fields, and says where without repeating it', () => {
    const markup = '<script>alert(1)</script>';
    for (const field of ['MerchantRequestID', 'CheckoutRequestID', 'ResultDesc']) {
      const result = parseStkCallback({ Body: { stkCallback: { ...cancelled.Body.stkCallback, [field]: markup } } });
      assert.ok(!result.ok, field);
      assert.ok(result.problem.startsWith(`Body.stkCallback.${field}:`), result.problem);
      assert.ok(!result.problem.includes('script'), result.problem);
    }
    const receipt = parseStkCallback(withItem('MpesaReceiptNumber', markup));
    assert.ok(!receipt.ok && !receipt.problem.includes('script'));
    const phone = parseStkCallback(withItem('PhoneNumber', 254708374149.5));
    assert.ok(!phone.ok && !phone.problem.includes('254708374149'));
  });
});

describe("a till payment's validation or confirmation", () => {
  it("reads Daraja's documented confirmation", () => {
    assert.deepEqual(parseC2bPayment(confirmation()), {
      ok: true,
      value: {
        transId: 'RKTQDM7W6S',
        transTime: '20191122063845',
        amount: 10,
        shortCode: '600638',
        billRefNumber: 'invoice008',
        msisdn: '254708374149',
        firstName: 'John',
        transactionType: 'Pay Bill',
      },
    });
  });

  it('reads amounts with cents, missing or empty optional fields, a hashed MSISDN and added fields', () => {
    const left = ['TransactionType', 'BillRefNumber', 'InvoiceNumber', 'OrgAccountBalance', 'ThirdPartyTransID', 'MiddleName', 'LastName'];
    const body = without(confirmation(), ...left);
    body.TransAmount = '2740.50';
    body.FirstName = '';
    body.MSISDN = 'a'.repeat(64);
    body.SomethingNew = { any: 1 };
    assert.deepEqual(parseC2bPayment(body), {
      ok: true,
      value: { transId: 'RKTQDM7W6S', transTime: '20191122063845', amount: 2740.5, shortCode: '600638', billRefNumber: '', msisdn: 'a'.repeat(64), firstName: '', transactionType: '' },
    });
    assert.ok(parseC2bPayment(without(confirmation(), 'MSISDN')).ok);
    assert.ok(parseC2bPayment({ ...confirmation(), MSISDN: '' }).ok);
    const masked = parseC2bPayment({ ...confirmation(), MSISDN: '2547 ***** 149' });
    assert.ok(masked.ok && masked.value.msisdn === '2547 ***** 149');
    assert.ok(parseC2bPayment({ ...confirmation(), TransAmount: '2740' }).ok);
  });

  it('refuses an amount that is not a positive number of KES', () => {
    for (const amount of ['-10.00', '0.00', '0', 'ten', '10,00', '1e3', '10.001', '', ' 10.00', 'NaN', 'Infinity', 10])
      assert.ok(!parseC2bPayment({ ...confirmation(), TransAmount: amount }).ok, String(amount));
  });

  it('refuses known fields of the wrong type or form, and missing required ones', () => {
    const wrong: Record<string, unknown>[] = [
      { TransID: 'rktqdm7w6s' },
      { TransID: 'RKTQDM7W6' },
      { TransID: 12345 },
      { TransTime: 20191122063845 },
      { TransTime: '2019-11-22' },
      { BusinessShortCode: 600638 },
      { BusinessShortCode: '60A638' },
      { BillRefNumber: 12 },
      { MSISDN: 254708374149 },
      { MSISDN: 'call me' },
      { MSISDN: ' 2547 ***** 149' },
      { MSISDN: '2547  149' },
      { FirstName: null },
      { FirstName: ['John'] },
      { TransactionType: 7 },
    ];
    for (const change of wrong) assert.ok(!parseC2bPayment({ ...confirmation(), ...change }).ok, JSON.stringify(change));
    for (const field of ['TransID', 'TransTime', 'TransAmount', 'BusinessShortCode']) {
      const result = parseC2bPayment(without(confirmation(), field));
      assert.ok(!result.ok && result.problem.startsWith(`${field}:`), field);
    }
    for (const body of [null, 'text', [], 42]) assert.equal(parseC2bPayment(body).ok, false);
  });

  it('refuses HTML in its fields, and says where without repeating it', () => {
    for (const field of ['FirstName', 'MiddleName', 'LastName', 'BillRefNumber', 'TransactionType', 'TransID', 'MSISDN']) {
      const result = parseC2bPayment({ ...confirmation(), [field]: '<img src=x onerror=alert(1)>' });
      assert.ok(!result.ok, field);
      assert.ok(result.problem.startsWith(`${field}:`) && !result.problem.includes('img'), result.problem);
    }
    const phone = parseC2bPayment({ ...confirmation(), MSISDN: '2547 0837 4149 extra' });
    assert.ok(!phone.ok && !phone.problem.includes('2547'));
  });
});
