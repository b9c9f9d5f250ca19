// What the office's Products section needs of the catalogue beyond its store
// (catalogue-store.ts): a product's fields as one object (for an edit's old → new), the
// catalogue's settings, and an uploaded photo's widths. Imports nothing of orders or the office.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cataloguePhotos, catalogueSettings } from '../db/schema';
import type { OfficeCatalogueProduct } from './catalogue-store';
import type { CatalogueDocument } from './catalogue-types';

/** Every field the office may write of a product: `salePrice` null when it is not on sale. */
export type ProductFields = Pick<OfficeCatalogueProduct, 'name' | 'price' | 'stock' | 'hidden'> & { salePrice: number | null } & CatalogueDocument;

/** A product's writable fields, every one named (an absent sale price is null). */
export function fieldsOf(product: OfficeCatalogueProduct): ProductFields {
  const { name, price, stock, hidden, shortDescription, description, ingredients, usage, benefits, category, subcategory, healthGoals, images, bestSeller, newArrival, ratings, reviews, addedOn } = product;
  const fields: ProductFields = { name, price, salePrice: product.salePrice ?? null, stock, hidden, shortDescription, description, ingredients, usage, benefits, category, subcategory, healthGoals, images, bestSeller, newArrival, ratings, reviews, addedOn };
  return product.featured === undefined ? fields : { ...fields, featured: product.featured };
}

export interface CatalogueSettings {
  /** How long an M-Pesa order awaiting payment holds its units (5–1,440). */
  holdMinutes: number;
  /** Whether staff may edit products (the owner and managers always may). */
  staffMayEdit: boolean;
}

export const defaultCatalogueSettings: CatalogueSettings = { holdMinutes: 60, staffMayEdit: false };

/** The settings (one row, id 1); no row is the defaults. */
export async function readCatalogueSettings(db: Db): Promise<CatalogueSettings> {
  const [row] = await db
    .select({ holdMinutes: catalogueSettings.holdMinutes, staffMayEdit: catalogueSettings.staffMayEdit })
    .from(catalogueSettings)
    .where(eq(catalogueSettings.id, 1))
    .limit(1);
  return row ?? defaultCatalogueSettings;
}

export async function writeCatalogueSettings(db: Db, settings: CatalogueSettings): Promise<CatalogueSettings> {
  const [row] = await db
    .insert(catalogueSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: catalogueSettings.id, set: settings })
    .returning({ holdMinutes: catalogueSettings.holdMinutes, staffMayEdit: catalogueSettings.staffMayEdit });
  return row ?? settings;
}

/** One width of an uploaded photo. */
export interface PhotoFile {
  /** `<hash>-<width>`: served as /api/catalogue/photos/<id>.webp. */
  id: string;
  width: number;
  bytes: Buffer;
  contentType: string;
}

/** Stores a photo's widths; the same upload again is the same rows (the id is the content's hash). */
export async function storePhotoFiles(db: Db, productId: string, files: readonly PhotoFile[], at: Date): Promise<void> {
  await db
    .insert(cataloguePhotos)
    .values(files.map((file) => ({ ...file, productId, createdAt: at })))
    .onConflictDoNothing();
}
