// A data error of the database is the service's own failure: a 500 that says something went
// wrong on its side, logged as a failed request, never a 503 "unavailable" that sends the
// shopper to retry an order that will fail again (issue 38). Only the database being out of
// reach is unavailability (database-errors.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { validOrder } from '../test-support/order-fixture';
import { onEachEngine } from '../test-support/test-service';
import { serviceMessages } from '../app';
import { DatabaseUnavailable, isUnavailability } from './database-errors';
import { withTimeout } from './with-timeout';

onEachEngine('a data error of the database', (backend) => {
  it('is answered 500 and logged as a failure, never 503 "unavailable"', async () => {
    const service = await backend.start();
    // A rule the shop's rows break: PostgreSQL refuses the insert with a check violation (23514).
    await service.database.db.execute(sql`ALTER TABLE orders ADD CONSTRAINT total_below_100 CHECK (total < 100)`);
    const answer = await service.request('POST', '/api/orders', validOrder());
    assert.equal(answer.status, 500);
    assert.deepEqual(answer.body, { error: serviceMessages.failed });
    assert.equal(answer.headers.get('retry-after'), null);
    assert.match(service.logs(), /request failed/);
    assert.doesNotMatch(service.logs(), /database unavailable/);
  });

  it('reads and statements in error are thrown as they are, not as unavailability', async () => {
    const service = await backend.start();
    const failed = await withTimeout(2000, () => service.database.db.execute(sql`SELECT 'not a number'::int`)).then(
      () => null,
      (error: unknown) => error,
    );
    assert.ok(failed instanceof Error);
    assert.ok(!(failed instanceof DatabaseUnavailable));
    assert.equal(isUnavailability(failed), false);
  });
});

describe('what counts as the database being out of reach', () => {
  it('a closed PGlite, connection errors and the SQLSTATE classes of an outage', async () => {
    const closed = await PGlite.create();
    await closed.close();
    const gone = await closed.query('SELECT 1').then(
      () => null,
      (error: unknown) => error,
    );
    assert.equal(isUnavailability(gone), true);
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '08006', '57P01', '57014', '53100', '40001', '25006', '55P03']) assert.equal(isUnavailability(coded(code)), true, code);
    for (const code of ['22P02', '23505', '23514', '42703', 'XX000']) assert.equal(isUnavailability(coded(code)), false, code);
    // drizzle wraps the driver's error: its cause decides.
    assert.equal(isUnavailability(new Error('Failed query', { cause: coded('57P01') })), true);
    assert.equal(isUnavailability(new TypeError('a bug')), false);
  });
});
