// The catalogue's stock as a test sets it: straight in the table, as a restock by the owner would
// leave it, without the office's form (office-catalogue.test.ts tests that).
import { eq } from 'drizzle-orm';
import { catalogueProducts } from '../db/schema';
import type { TestService } from './test-service';

/** One product's stock. */
export async function setStock(service: TestService, id: string, stock: number): Promise<void> {
  await service.database.db.update(catalogueProducts).set({ stock }).where(eq(catalogueProducts.id, id));
}

/**
 * Every product's stock, for a test of load rather than of stock: ten shoppers posting orders
 * for seconds place more than the seeded units (110 Tourmaline Flasks), and a 409 "out of stock"
 * is then no answer about what the test measures.
 */
export async function stockEverything(service: TestService, stock = 1_000_000): Promise<void> {
  await service.database.db.update(catalogueProducts).set({ stock });
}
