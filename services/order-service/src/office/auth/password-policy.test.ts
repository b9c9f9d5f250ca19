// What an office password must be (docs/office.md, "Passwords"), and how secrets are sealed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { passwordMessages, passwordProblem } from './password-policy';
import { recoveryCodeHash } from './recovery-codes';
import { isSealed, sealSecret, unsealSecret } from './sealed-secret';

describe('a new password', () => {
  const judge = (password: string) => passwordProblem(password, ['amina', 'Amina Wanjiru']);

  it('is refused when short, repeated, on the leaked lists, or holding the username or name', () => {
    assert.equal(judge('short one'), passwordMessages.tooShort);
    assert.match(judge('aaaaaaaaaaaa') ?? '', /^This password is too easy to guess\. Repeated characters/);
    for (const leaked of ['password1234', 'qwertyuiop123', 'P@ssw0rd12345']) assert.equal(judge(leaked), passwordMessages.common, leaked);
    assert.equal(judge('AMINA-the-shop-owner-2026'), passwordMessages.username);
    // The person's name and a year: the name is known to whoever tries.
    assert.match(passwordProblem('Wanjiru Otieno 1990', ['wanjiru.o', 'Wanjiru Otieno']) ?? '', /^This password is too easy to guess/);
  });

  it('is taken when it is a phrase only its person would think of', () => {
    for (const good of ['kettle mango sunrise ledger', 'correct horse battery staple', 'kitabu cha mama yangu mdogo']) assert.equal(judge(good), null, good);
  });
});

describe('a sealed secret', () => {
  it('opens with its key only, differs each time, and leaves a plain legacy value as it is', () => {
    const key = randomBytes(32);
    const [one, two] = [sealSecret('JBSWY3DPEHPK3PXP', key), sealSecret('JBSWY3DPEHPK3PXP', key)];
    assert.ok(isSealed(one) && one !== two && !one.includes('JBSWY3DPEHPK3PXP'));
    assert.equal(unsealSecret(one, key), 'JBSWY3DPEHPK3PXP');
    assert.throws(() => unsealSecret(one, randomBytes(32)));
    assert.equal(unsealSecret('JBSWY3DPEHPK3PXP', key), 'JBSWY3DPEHPK3PXP');
  });
});

describe('a recovery code', () => {
  it('is the same typed in small letters, without its dash, or with O, I and L for 0, 1 and 1', () => {
    const hash = recoveryCodeHash('0A1B2-C3D4E');
    for (const typed of ['0a1b2-c3d4e', '0A1B2C3D4E', 'OA1B2 C3D4E', '0ALB2-C3D4E', '0AIB2-C3D4E']) assert.equal(recoveryCodeHash(typed), hash, typed);
  });
});
