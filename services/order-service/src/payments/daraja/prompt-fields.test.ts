import assert from 'node:assert/strict';
import { it } from 'node:test';
import { msisdnOf, transactionDescOf } from './prompt-fields';

it('sends a Kenyan mobile number as 2547XXXXXXXX (or 2541…)', () => {
  assert.equal(msisdnOf('+254712345678'), '254712345678');
  assert.equal(msisdnOf('254712345678'), '254712345678');
  assert.equal(msisdnOf('+254 712 345 678'), '254712345678');
  assert.equal(msisdnOf('+254110345678'), '254110345678');
  for (const phone of ['0712345678', '+25471234567', '+2547123456789', '+255712345678', '+254212345678', '2547l2345678', ''])
    assert.equal(msisdnOf(phone), null, phone);
});

it("keeps the description within Daraja's 13 characters, letters and digits only", () => {
  assert.equal(transactionDescOf(undefined), 'Mimea order');
  assert.equal(transactionDescOf('Neem soap x2'), 'Neem soap x2');
  assert.equal(transactionDescOf('Moringa powder and neem oil'), 'Moringa powde');
  assert.equal(transactionDescOf('<b>hi</b>'), 'b hi b');
  assert.equal(transactionDescOf(' *** '), 'Mimea order');
  assert.ok(transactionDescOf('a'.repeat(40)).length <= 13);
});
