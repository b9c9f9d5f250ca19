// The Products section's answers, never trusted (read-json.ts): each parser gives the typed value
// or null when the answer makes no sense.
import type { CatalogueSettings, ImportChange, ImportPreview, ImportProblem, OfficeProduct, UploadedPhoto } from './catalogue-types';
import { count, isObject, listOf, oneOf, text, textOrNull } from './read-json';

const FIELDS = ['name', 'price', 'salePrice', 'stock', 'hidden'] as const;

const words = (value: unknown): string[] => listOf(value, (entry) => textOrNull(entry, 5000));
const scalar = (value: unknown): string | number | boolean | null =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) ? value : null;

export function parseProduct(value: unknown): OfficeProduct | null {
  if (!isObject(value)) return null;
  const id = textOrNull(value.id, 200);
  const name = textOrNull(value.name, 500);
  if (!id || name === null || typeof value.price !== 'number' || typeof value.stock !== 'number' || typeof value.version !== 'number') return null;
  return {
    id,
    name,
    price: value.price,
    salePrice: typeof value.salePrice === 'number' ? value.salePrice : null,
    stock: value.stock,
    hidden: value.hidden === true,
    category: text(value.category, '', 200),
    subcategory: text(value.subcategory, '', 200),
    healthGoals: words(value.healthGoals),
    shortDescription: text(value.shortDescription, '', 1000),
    description: text(value.description, '', 10000),
    ingredients: words(value.ingredients),
    usage: text(value.usage, '', 5000),
    benefits: words(value.benefits),
    images: words(value.images),
    version: value.version,
    updatedAt: text(value.updatedAt, '', 100),
  };
}

export function parseProducts(value: unknown): OfficeProduct[] | null {
  if (!isObject(value) || !Array.isArray(value.products)) return null;
  return listOf(value.products, parseProduct);
}

function parseChange(value: unknown): ImportChange | null {
  if (!isObject(value)) return null;
  const field = oneOf(value.field, FIELDS);
  const id = textOrNull(value.id, 200);
  if (!field || !id) return null;
  return { id, name: text(value.name, id, 500), field, from: scalar(value.from), to: scalar(value.to) };
}

function parseProblem(value: unknown): ImportProblem | null {
  if (!isObject(value)) return null;
  const message = textOrNull(value.message, 1000);
  if (!message) return null;
  return { line: count(value.line), id: textOrNull(value.id, 200), message };
}

/** A preview, or an import's answer (its 400 carries the same problems). */
export function parseImportPreview(value: unknown): ImportPreview | null {
  if (!isObject(value) || !Array.isArray(value.changes) || !Array.isArray(value.problems)) return null;
  return { changes: listOf(value.changes, parseChange), problems: listOf(value.problems, parseProblem) };
}

export function parseUploadedPhoto(value: unknown): UploadedPhoto | null {
  if (!isObject(value) || !isObject(value.photo)) return null;
  const product = parseProduct(value.product);
  const url = textOrNull(value.photo.url, 500);
  if (!product || !url) return null;
  const widths = isObject(value.photo.widths) ? Object.fromEntries(Object.entries(value.photo.widths).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
  return { product, url, widths };
}

export function parseCatalogueSettings(value: unknown): CatalogueSettings | null {
  if (!isObject(value) || typeof value.holdMinutes !== 'number' || typeof value.staffMayEdit !== 'boolean') return null;
  return { holdMinutes: value.holdMinutes, staffMayEdit: value.staffMayEdit };
}
