import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createOrderId } from '@mimea/order-rules';
import { ACCOUNT_REFERENCE_MAX_LENGTH, accountReferenceOf, orderIdOfReference } from './account-reference';

it("fits an order ID in Daraja's 12 characters and reads it back", () => {
  const ids = ['ORDER1764201600000123', 'ORDER0000000000000000', 'ORDER9999999999999999', createOrderId(), createOrderId(Date.UTC(2040, 0, 1))];
  for (const orderId of ids) {
    const reference = accountReferenceOf(orderId);
    assert.equal(reference.length, ACCOUNT_REFERENCE_MAX_LENGTH);
    assert.match(reference, /^[0-9A-Z]{12}$/);
    assert.equal(orderIdOfReference(reference), orderId);
  }
  assert.equal(accountReferenceOf('ORDER1764201600000123'), accountReferenceOf('ORDER1764201600000123'));
  assert.notEqual(accountReferenceOf('ORDER1764201600000123'), accountReferenceOf('ORDER1764201600000124'));
});

it('reads a reference whatever its case and spaces, and an order ID written out', () => {
  const reference = accountReferenceOf('ORDER1764201600000123');
  assert.equal(orderIdOfReference(` ${reference.toLowerCase().slice(0, 6)} ${reference.slice(6)} `), 'ORDER1764201600000123');
  assert.equal(orderIdOfReference('order1764201600000123'), 'ORDER1764201600000123');
  assert.equal(orderIdOfReference('ORDER 1764201600000123'), 'ORDER1764201600000123');
});

it('names no order when a character is wrong or two are swapped', () => {
  const reference = accountReferenceOf('ORDER1764201600000123');
  for (let index = 0; index < reference.length; index += 1) {
    for (const character of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      if (character === reference[index]) continue;
      const wrong = reference.slice(0, index) + character + reference.slice(index + 1);
      assert.equal(orderIdOfReference(wrong), null, wrong);
    }
    if (index + 1 < reference.length && reference[index] !== reference[index + 1]) {
      const swapped = reference.slice(0, index) + reference[index + 1] + reference[index] + reference.slice(index + 2);
      assert.equal(orderIdOfReference(swapped), null, swapped);
    }
  }
});

it('names no order for other text', () => {
  for (const text of ['', 'xyz', '00000', 'ORDER123', 'ZZZZZZZZZZZZ', 'ABCDEFGHIJK', 'ABCDEFGHIJKLM', '<script>x</', 'ORDER17642016000001234'])
    assert.equal(orderIdOfReference(text), null, text);
  assert.throws(() => accountReferenceOf('ORDER123'), RangeError);
});
