// The order key (docs/payments.md, "The shopper's calls"): HMAC-SHA256 of the order ID under a
// key the service makes at its first start and keeps in its database, so every instance gives
// an order the same key and a restart keeps it. The browser sends it back as X-Order-Key.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serviceSecrets } from '../db/schema';
import { beforeAnyWrite } from '../db/database-errors';

const SECRET_NAME = 'order-key';

/** The shared key: made once (insert-or-nothing), then read, whichever instance made it. */
export async function loadOrderKeySecret(db: Db): Promise<Buffer> {
  await db.insert(serviceSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: serviceSecrets.value }).from(serviceSecrets).where(eq(serviceSecrets.name, SECRET_NAME));
  if (!row) throw new Error('the order key secret could not be read back');
  return Buffer.from(row.value, 'base64url');
}

export const orderKeyOf = (secret: Buffer, orderId: string): string => createHmac('sha256', secret).update(orderId).digest('base64url');

/** Whether `given` is the order's key, in constant time. */
export function isOrderKey(secret: Buffer, orderId: string, given: string | undefined): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 100) return false;
  const expected = Buffer.from(orderKeyOf(secret, orderId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface OrderKeys {
  /** The shared secret, read once per process (`read` runs the first read within a request's time). */
  secret(read: (load: (db: Db) => Promise<Buffer>) => Promise<Buffer>): Promise<Buffer>;
}

export function orderKeys(): OrderKeys {
  let cached: Buffer | null = null;
  return {
    async secret(read) {
      // Read before any of the request's own writes.
      cached ??= await read(loadOrderKeySecret).catch((error: unknown) => {
        throw beforeAnyWrite(error);
      });
      return cached;
    },
  };
}
