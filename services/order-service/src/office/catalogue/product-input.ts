// What the office may send for a product (docs/office.md, "Products"): each field's rules, a new
// product (every field but what the shop keeps itself: ratings, reviews), and an edit (any of the
// fields and the version it was read at). A sale price is checked against the price the product
// will have once the edit is applied.
import { z } from 'zod';
import type { ProductFields } from '../../catalogue/catalogue-edits';
import type { Problem } from '../../validation';
import { plainText } from '../../validation';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (what: string) => z.string(`The ${what} is text.`).trim().max(80, `The ${what} has at most 80 characters.`).regex(SLUG, `The ${what} is written in small letters, digits and dashes (immunity-energy).`);
const lines = (what: string) => z.array(plainText(what, { min: 1, max: 300, singleLine: true }), `The ${what} are a list.`).max(50, `At most 50 ${what}.`);
/** Where a product's image is: the catalog's own files, or a photo uploaded in the office. */
const IMAGE = /^\/(?:uploads\/[A-Za-z0-9/._-]{1,200}|api\/catalogue\/photos\/[a-f0-9]{32}-(?:320|640|1024)\.webp)$/;

export const PRICE_MAX = 10_000_000;
export const STOCK_MAX = 1_000_000;

export const priceSchema = z.number('The price is a number of shillings.').int('The price is whole shillings.').min(1, 'The price is at least KES 1.').max(PRICE_MAX, 'The price is at most KES 10,000,000.');
export const stockSchema = z.number('The stock is a number.').int('The stock is a whole number.').min(0, 'The stock cannot be below 0.').max(STOCK_MAX, 'The stock is at most 1,000,000.');

const fieldSchemas = {
  name: plainText('name', { min: 1, max: 120, singleLine: true, tooShort: 'Give the product a name.' }),
  price: priceSchema,
  salePrice: z.union([priceSchema, z.null()], 'The sale price is a number of shillings, or null when not on sale.'),
  stock: stockSchema,
  hidden: z.boolean('Say true or false.'),
  category: slug('category'),
  subcategory: slug('subcategory'),
  healthGoals: z.array(slug('health goal'), 'The health goals are a list.').max(30, 'At most 30 health goals.'),
  shortDescription: plainText('short description', { min: 1, max: 300, singleLine: true, tooShort: 'Give a short description.' }),
  description: plainText('description', { min: 1, max: 5000, tooShort: 'Give a description.' }),
  ingredients: lines('ingredients'),
  usage: plainText('usage', { max: 2000 }),
  benefits: lines('benefits'),
  images: z.array(z.string('An image is a path.').regex(IMAGE, 'An image is a path under /uploads/ or an uploaded photo.'), 'The images are a list.').max(20, 'At most 20 images.'),
  featured: z.boolean('Say true or false.'),
  bestSeller: z.boolean('Say true or false.'),
  newArrival: z.boolean('Say true or false.'),
};

/** A new product: its id (a slug; made from the name when not given) and every field. */
export const newProductSchema = z
  .object({
    id: slug('id').optional(),
    ...fieldSchemas,
    salePrice: fieldSchemas.salePrice.default(null),
    hidden: fieldSchemas.hidden.default(false),
    usage: fieldSchemas.usage.default(''),
    ingredients: fieldSchemas.ingredients.default([]),
    benefits: fieldSchemas.benefits.default([]),
    healthGoals: fieldSchemas.healthGoals.default([]),
    images: fieldSchemas.images.default([]),
    featured: fieldSchemas.featured.default(false),
    bestSeller: fieldSchemas.bestSeller.default(false),
    newArrival: fieldSchemas.newArrival.default(true),
  })
  .strict();

/** An edit: any of the fields, and the version the office read. */
export const productEditSchema = z
  .object({ version: z.number('Send the version you edited.').int().min(1), ...fieldSchemas })
  .partial()
  .required({ version: true })
  .strict();

export type ProductEdit = z.infer<typeof productEditSchema>;

/** "Herbal Tea (50 bags)" → "herbal-tea-50-bags". */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The rule no single field can check: a sale price below the price. */
export function salePriceProblem(fields: Pick<ProductFields, 'price' | 'salePrice'>): Problem | null {
  if (fields.salePrice !== null && fields.salePrice >= fields.price) return { field: 'salePrice', message: 'The sale price must be below the price.' };
  return null;
}

/** A field's value from → to, as the access record keeps it. */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** The fields whose values differ between two versions of a product (or of the settings). */
export function changedFields<T extends object>(before: Partial<T>, after: T): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}
