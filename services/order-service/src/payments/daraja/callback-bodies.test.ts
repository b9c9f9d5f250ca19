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
        resultCode: '0',
        resultDesc: 'The service request is processed successfully.',
        payment: { amount: 1, receipt: 'NLJ7RT61SV', transactionDate: '20191219102115', phone: '254708374149' },
      },
    });
  });

  it("reads Daraja's documented cancelled callback, with no payment", () => {
    assert.deepEqual(parseStkCallback(cancelled), {
      ok: true,
      value: { merchantRequestId: '8555-67195-1', checkoutRequestId: 'ws_CO_27072017151044001', resultCode: '1032', resultDesc: '[STK_CB - ]Request cancelled by user', payment: null },
    });
  });

  it('reads result codes as Daraja sends them: numbers, strings, and codes such as SFC_IC0003', () => {
    const withCode = (code: unknown) => ({ Body: { stkCallback: { ...cancelled.Body.stkCallback, ResultCode: code } } });
    const codes = [1032, '1032', ' 17 ', 'SFC_IC0003'].map((code) => {
      const parsed = parseStkCallback(withCode(code));
      return parsed.ok ? parsed.value.resultCode : parsed.problem;
    });
    assert.deepEqual(codes, ['1032', '1032', '17', 'SFC_IC0003']);
  });

  it('reads amounts as "1.00", 1 or 1.0, a phone as text, masked or hashed, and keeps a success whose metadata is missing', () => {
    const amounts = ['1.00', 1, 1.0, '2,740.00'].map((value) => {
      const parsed = parseStkCallback(withItem('Amount', value));
      return parsed.ok ? parsed.value.payment?.amount : parsed.problem;
    });
    assert.deepEqual(amounts, [1, 1, 1, 2740]);
    const masked = parseStkCallback(withItem('PhoneNumber', '2547 ***** 149'));
    assert.equal(masked.ok && masked.value.payment?.phone, '2547 ***** 149');
    const bare = paid();
    delete bare.Body.stkCallback.CallbackMetadata;
    assert.deepEqual(parseStkCallback(bare), {
      ok: true,
      value: {
        merchantRequestId: '29115-34620561-1',
        checkoutRequestId: 'ws_CO_191220191020363925',
        resultCode: '0',
        resultDesc: 'The service request is processed successfully.',
        payment: { amount: null, receipt: null, transactionDate: null, phone: null },
      },
    });
  });

  it('cannot use a body without its CheckoutRequestID or ResultCode, and says where without repeating it', () => {
    const noId = { Body: { stkCallback: { ...cancelled.Body.stkCallback, CheckoutRequestID: null } } };
    const noCode = { Body: { stkCallback: { ...cancelled.Body.stkCallback, ResultCode: { evil: '<script>' } } } };
    assert.deepEqual([parseStkCallback(noId), parseStkCallback(noCode), parseStkCallback('text')], [
      { ok: false, problem: 'Body.stkCallback.CheckoutRequestID: required' },
      { ok: false, problem: 'Body.stkCallback.ResultCode: required' },
      { ok: false, problem: 'Body.stkCallback: required' },
    ]);
  });
});

describe("a till payment's validation or confirmation", () => {
  it("reads Daraja's documented C2B v2 confirmation", () => {
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

  it('reads what real confirmations carry: nulls, numbers, markup, masked and hashed numbers, short TransIDs', () => {
    const hash = 'a'.repeat(64);
    const real = {
      ...confirmation(),
      TransactionType: 'Buy Goods',
      TransID: 'sk3abc12',
      TransAmount: 1160,
      BusinessShortCode: 3481712,
      OrgAccountBalance: 49197,
      BillRefNumber: null,
      MSISDN: hash,
      FirstName: null,
      MiddleName: null,
      LastName: null,
    };
    assert.deepEqual(parseC2bPayment(real), {
      ok: true,
      value: { transId: 'SK3ABC12', transTime: '20191122063845', amount: 1160, shortCode: '3481712', billRefNumber: '', msisdn: hash, firstName: '', transactionType: 'Buy Goods' },
    });
    const marked = parseC2bPayment({ ...confirmation(), BillRefNumber: '<b>order</b>', MSISDN: '2547 ***** 149' });
    assert.deepEqual(marked.ok && [marked.value.billRefNumber, marked.value.msisdn], ['<b>order</b>', '2547 ***** 149']);
  });

  it('cannot use a payment without a TransID or an amount above 0', () => {
    assert.deepEqual(
      [parseC2bPayment(without(confirmation(), 'TransID')), parseC2bPayment({ ...confirmation(), TransAmount: '-5' }), parseC2bPayment({ ...confirmation(), TransAmount: 'ten' }), parseC2bPayment(null)],
      [
        { ok: false, problem: 'TransID: required' },
        { ok: false, problem: 'TransAmount: must be an amount above 0' },
        { ok: false, problem: 'TransAmount: must be an amount above 0' },
        { ok: false, problem: 'body: must be a JSON object' },
      ],
    );
  });
});
