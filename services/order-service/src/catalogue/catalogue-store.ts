// The catalogue's products in the database: reading them as the shop shows them, and the
// office's edits (optimistic, on `version`). Every change bumps the catalogue's revision in the
// same transaction, so a cache keyed on the revision never serves what changed.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { catalogueProducts, catalogueRevision } from '../db/schema';
import type { CatalogueDocument, CatalogueProduct } from './catalogue-types';

export type CatalogueRow = typeof catalogueProducts.$inferSelect;

/** A product as the office sees it: with whether it is hidden, its version and last change. */
export type OfficeCatalogueProduct = CatalogueProduct & { hidden: boolean; version: number; updatedAt: string };

/** The fields an edit may change; `salePrice: null` ends a sale. */
export type ProductChanges = Partial<Pick<CatalogueProduct, 'name' | 'price' | 'stock'>> &
  Partial<CatalogueDocument> & { salePrice?: number | null; hidden?: boolean };

/** A new product: every field (mf-catalog's `Product` without its currency), shown unless `hidden`. */
export type NewProduct = Omit<CatalogueProduct, 'currency'> & { hidden?: boolean };

/** The product as the shop serves it (mf-catalog's `Product`). */
export function toCatalogueProduct(row: CatalogueRow): CatalogueProduct {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    ...(row.salePrice === null ? {} : { salePrice: row.salePrice }),
    currency: 'KES',
    stock: row.stock,
    ...row.document,
  };
}

export function toOfficeProduct(row: CatalogueRow): OfficeCatalogueProduct {
  return { ...toCatalogueProduct(row), hidden: row.hidden, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** Every product, hidden ones too, in listing order (the office filters them). */
export async function readAllProducts(db: Db): Promise<CatalogueRow[]> {
  return db.select().from(catalogueProducts).orderBy(asc(catalogueProducts.position), asc(catalogueProducts.id));
}

/** The products the shop shows, in listing order; only those of `ids` when given. */
export async function readVisibleProducts(db: Db, ids?: readonly string[]): Promise<CatalogueProduct[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(catalogueProducts)
    .where(ids ? and(eq(catalogueProducts.hidden, false), inArray(catalogueProducts.id, [...ids])) : eq(catalogueProducts.hidden, false))
    .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.id));
  return rows.map(toCatalogueProduct);
}

/** One product, hidden or not; null when there is none with this id. */
export async function readProduct(db: Db, id: string): Promise<CatalogueRow | null> {
  const [row] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id));
  return row ?? null;
}

export async function readRevision(db: Db): Promise<number> {
  const [row] = await db.select({ revision: catalogueRevision.revision }).from(catalogueRevision).where(eq(catalogueRevision.id, 1));
  return row?.revision ?? 0;
}

/** Call inside the transaction that changes products or stock; returns the new revision. */
export async function bumpRevision(tx: Db): Promise<number> {
  const [row] = await tx
    .update(catalogueRevision)
    .set({ revision: sql`${catalogueRevision.revision} + 1` })
    .where(eq(catalogueRevision.id, 1))
    .returning({ revision: catalogueRevision.revision });
  return row?.revision ?? 0;
}

export type ProductUpdate =
  | { ok: true; before: CatalogueRow; after: CatalogueRow }
  | { ok: false; reason: 'not-found' }
  /** Someone changed it since `version`: `current` is what it is now. */
  | { ok: false; reason: 'stale'; current: CatalogueRow };

const DOCUMENT_FIELDS = [
  'shortDescription',
  'description',
  'ingredients',
  'usage',
  'benefits',
  'category',
  'subcategory',
  'healthGoals',
  'images',
  'featured',
  'bestSeller',
  'newArrival',
  'ratings',
  'reviews',
  'addedOn',
] as const satisfies readonly (keyof CatalogueDocument)[];

/** The document fields of `fields`, nothing else. */
function documentOf(fields: Partial<CatalogueDocument>): Partial<CatalogueDocument> {
  const picked: Partial<Record<keyof CatalogueDocument, unknown>> = {};
  for (const field of DOCUMENT_FIELDS) if (fields[field] !== undefined) picked[field] = fields[field];
  return picked as Partial<CatalogueDocument>;
}

/**
 * Changes a product's fields, inside `tx`, when it is still at `version` (the one the editor
 * saw); bumps its version and the catalogue's revision. The database's checks still apply (a
 * sale price at or above the price fails the statement).
 */
export async function updateProduct(tx: Db, id: string, version: number, changes: ProductChanges): Promise<ProductUpdate> {
  const [before] = await tx.select().from(catalogueProducts).where(eq(catalogueProducts.id, id)).for('update');
  if (!before) return { ok: false, reason: 'not-found' };
  if (before.version !== version) return { ok: false, reason: 'stale', current: before };
  const [after] = await tx
    .update(catalogueProducts)
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.price === undefined ? {} : { price: changes.price }),
      ...(changes.salePrice === undefined ? {} : { salePrice: changes.salePrice }),
      ...(changes.stock === undefined ? {} : { stock: changes.stock }),
      ...(changes.hidden === undefined ? {} : { hidden: changes.hidden }),
      document: { ...before.document, ...documentOf(changes) },
      version: before.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(catalogueProducts.id, id))
    .returning();
  await bumpRevision(tx);
  return { ok: true, before, after: after as CatalogueRow };
}

/**
 * Adds a product at the end of the listing, inside `tx`; bumps the revision. Null when a product
 * with this id exists already.
 */
export async function insertProduct(tx: Db, product: NewProduct): Promise<CatalogueRow | null> {
  const { id, name, price, salePrice, stock, hidden, ...rest } = product;
  const [inserted] = await tx
    .insert(catalogueProducts)
    .values({
      id,
      name,
      price,
      salePrice: salePrice ?? null,
      stock,
      hidden: hidden ?? false,
      position: sql`(SELECT COALESCE(MAX(${catalogueProducts.position}), -1) + 1 FROM ${catalogueProducts})`,
      document: documentOf(rest) as CatalogueDocument,
    })
    .onConflictDoNothing({ target: catalogueProducts.id })
    .returning();
  if (!inserted) return null;
  await bumpRevision(tx);
  return inserted;
}
