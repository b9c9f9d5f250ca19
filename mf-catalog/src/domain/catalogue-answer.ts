// The catalogue API's answer (`GET /api/catalogue/products`: `{ revision, currency, products }`),
// checked before the shop shows any of it: an answer that is not the contract's shape is no
// answer (the built-in data is shown), and one product that is not a product is left out.
import { CATEGORIES, type Product } from './product-types';

export interface CatalogueAnswer {
  revision: number;
  products: Product[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Whether `value` has what the shop's pages read of a product (the rest is typed by the API). */
function isProduct(value: unknown): value is Product {
  if (!isRecord(value)) return false;
  const { id, name, price, salePrice, stock, category, subcategory, healthGoals, images, ratings, reviews, ingredients, benefits } = value;
  return (
    isString(id) &&
    id !== '' &&
    isString(name) &&
    isCount(price) &&
    price > 0 &&
    (salePrice === undefined || salePrice === null || (isCount(salePrice) && salePrice < price)) &&
    isCount(stock) &&
    (CATEGORIES as readonly unknown[]).includes(category) &&
    isString(subcategory) &&
    isStrings(healthGoals) &&
    isStrings(images) &&
    isStrings(ingredients) &&
    isStrings(benefits) &&
    Array.isArray(reviews) &&
    isRecord(ratings) &&
    typeof ratings['average'] === 'number' &&
    isCount(ratings['count']) &&
    isString(value['description']) &&
    isString(value['shortDescription']) &&
    isString(value['usage']) &&
    isString(value['addedOn'])
  );
}

/** The answer's revision and products, or null when it is not the API's answer. */
export function parseCatalogueAnswer(body: unknown): CatalogueAnswer | null {
  if (!isRecord(body) || !isCount(body['revision']) || !Array.isArray(body['products'])) return null;
  const products = body['products'].filter(isProduct).map((product) => {
    // `salePrice: null` (a database's empty column) is no sale.
    if ((product as { salePrice?: number | null }).salePrice !== null) return product;
    const rest: Product = { ...product };
    delete rest.salePrice;
    return rest;
  });
  return { revision: body['revision'], products };
}
