// The prices an order is charged: the catalogue's, from its table in this service's database
// (src/catalogue/), read when the order comes. The order service never trusts the prices a
// browser sends.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { beforeAnyWrite } from '../db/database-errors';
import { catalogueProducts } from '../db/schema';

export interface PriceList {
  currency: 'KES';
  /** By product id: the name, and the price a shopper pays (the sale price when on sale). */
  products: Record<string, { name: string; price: number }>;
}

export interface PriceSource {
  /** The prices now, or null when there are none to read (the order is then marked unchecked). */
  current(): Promise<PriceList | null>;
}

/**
 * The shown products' prices in the catalogue's table: the sale price when one is set. A hidden
 * product has no price: an order for it is refused like one for a product never sold.
 */
export function cataloguePriceSource(database: Pick<Database, 'run'>, timeoutMs: number): PriceSource {
  return {
    async current() {
      // Read before the order's transaction: a database that does not answer stored nothing.
      const rows = await database
        .run(timeoutMs, (db) =>
          db
            .select({ id: catalogueProducts.id, name: catalogueProducts.name, price: catalogueProducts.price, salePrice: catalogueProducts.salePrice })
            .from(catalogueProducts)
            .where(eq(catalogueProducts.hidden, false)),
        )
        .catch((error: unknown) => {
          throw beforeAnyWrite(error);
        });
      const products: PriceList['products'] = {};
      for (const row of rows) products[row.id] = { name: row.name, price: row.salePrice ?? row.price };
      return { currency: 'KES', products };
    },
  };
}

