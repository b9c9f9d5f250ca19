import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { darajaPassword, darajaTimestamp } from './daraja-password';

describe('the password and timestamp of M-Pesa Express', () => {
  it('writes the time in East Africa Time (UTC+3), across midnight and the year', () => {
    assert.equal(darajaTimestamp(new Date('2026-11-26T10:00:00.000Z')), '20261126130000');
    assert.equal(darajaTimestamp(new Date('2026-11-26T21:30:05.999Z')), '20261127003005');
    assert.equal(darajaTimestamp(new Date('2026-12-31T21:00:00.000Z')), '20270101000000');
    // Kenya keeps no daylight saving: the same offset in July.
    assert.equal(darajaTimestamp(new Date('2026-07-01T09:08:07.000Z')), '20260701120807');
  });

  it("ignores the machine's own time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
        process.env.TZ = tz;
        assert.equal(darajaTimestamp(new Date('2026-03-29T01:30:00.000Z')), '20260329043000');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("matches Daraja's documented sandbox example", () => {
    assert.equal(
      darajaPassword('174379', 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919', '20160216165627'),
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3',
    );
  });

  it('is base64 of store number, passkey and timestamp', () => {
    const password = darajaPassword('5877276', 'simulator-passkey', '20261126130000');
    assert.equal(Buffer.from(password, 'base64').toString('utf8'), '5877276simulator-passkey20261126130000');
  });
});
