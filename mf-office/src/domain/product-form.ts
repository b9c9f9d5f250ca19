// The product form's values as typed (prices and stock are text until checked), what they become
// for the service, each field's problem in words, and an edit's changed fields only (the service
// records each field's old → new: an unchanged one is not sent).
import type { ImportField, OfficeProduct, ProductFields } from './catalogue-types';

export interface ProductForm {
  name: string;
  price: string;
  /** Empty: not on sale. */
  salePrice: string;
  stock: string;
  hidden: boolean;
  category: string;
  subcategory: string;
  healthGoals: string[];
  shortDescription: string;
  description: string;
  /** One a line. */
  ingredients: string;
  usage: string;
  /** One a line. */
  benefits: string;
}

export type FormProblems = Partial<Record<keyof ProductForm, string>>;

export const EMPTY_FORM: ProductForm = {
  name: '',
  price: '',
  salePrice: '',
  stock: '0',
  hidden: false,
  category: '',
  subcategory: '',
  healthGoals: [],
  shortDescription: '',
  description: '',
  ingredients: '',
  usage: '',
  benefits: '',
};

export function formOf(product: OfficeProduct): ProductForm {
  return {
    name: product.name,
    price: String(product.price),
    salePrice: product.salePrice === null ? '' : String(product.salePrice),
    stock: String(product.stock),
    hidden: product.hidden,
    category: product.category,
    subcategory: product.subcategory,
    healthGoals: [...product.healthGoals],
    shortDescription: product.shortDescription,
    description: product.description,
    ingredients: product.ingredients.join('\n'),
    usage: product.usage,
    benefits: product.benefits.join('\n'),
  };
}

/** "2,500", " 2500 " → 2500; null when it is not a whole number. */
function wholeNumber(typed: string): number | null {
  const plain = typed.trim().replace(/[\s,]/g, '');
  if (!/^-?\d+$/.test(plain)) return null;
  const value = Number(plain);
  return Number.isSafeInteger(value) ? value : null;
}

const linesOf = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export type ReadForm = { ok: true; fields: ProductFields } | { ok: false; problems: FormProblems };

/** The form's values for the service, or each field's problem in words. */
export function readForm(form: ProductForm): ReadForm {
  const problems: FormProblems = {};
  const name = form.name.trim();
  if (!name) problems.name = 'Give the product a name.';
  else if (name.length > 120) problems.name = 'The name has at most 120 characters.';
  const price = wholeNumber(form.price);
  if (price === null || price < 1) problems.price = 'Type the price in whole shillings, at least 1 (for example 2500).';
  else if (price > 10_000_000) problems.price = 'The price is at most KES 10,000,000.';
  const salePrice = form.salePrice.trim() === '' ? null : wholeNumber(form.salePrice);
  if (form.salePrice.trim() !== '' && (salePrice === null || salePrice < 1)) problems.salePrice = 'Type the sale price in whole shillings, or leave it empty when not on sale.';
  else if (salePrice !== null && price !== null && salePrice >= price) problems.salePrice = 'The sale price must be below the price.';
  const stock = wholeNumber(form.stock);
  if (stock === null) problems.stock = 'Type the stock as a whole number (0 when there is none).';
  else if (stock < 0) problems.stock = 'The stock cannot be below 0.';
  else if (stock > 1_000_000) problems.stock = 'The stock is at most 1,000,000.';
  if (!form.category) problems.category = 'Choose a category.';
  if (!form.subcategory) problems.subcategory = 'Choose a subcategory.';
  if (!form.shortDescription.trim()) problems.shortDescription = 'Give a short description (one line).';
  else if (form.shortDescription.trim().length > 300) problems.shortDescription = 'The short description has at most 300 characters.';
  if (!form.description.trim()) problems.description = 'Give a description.';
  if (Object.keys(problems).length > 0 || price === null || stock === null) return { ok: false, problems };
  return {
    ok: true,
    fields: {
      name,
      price,
      salePrice,
      stock,
      hidden: form.hidden,
      category: form.category,
      subcategory: form.subcategory,
      healthGoals: form.healthGoals,
      shortDescription: form.shortDescription.trim(),
      description: form.description.trim(),
      ingredients: linesOf(form.ingredients),
      usage: form.usage.trim(),
      benefits: linesOf(form.benefits),
    },
  };
}

/** The fields of `after` that differ from the product's. */
export function changedFields(product: OfficeProduct, after: ProductFields): Partial<ProductFields> {
  const changed: Partial<Record<keyof ProductFields, unknown>> = {};
  for (const key of Object.keys(after) as (keyof ProductFields)[]) {
    if (JSON.stringify(after[key]) !== JSON.stringify(product[key])) changed[key] = after[key];
  }
  return changed as Partial<ProductFields>;
}

export const FIELD_WORDS: Record<ImportField, string> = { name: 'Name', price: 'Price', salePrice: 'Sale price', stock: 'Stock', hidden: 'Hidden' };

/** A value of an import's change as people read it. */
export function valueText(field: ImportField, value: string | number | boolean | null): string {
  if (field === 'hidden') return value === true ? 'hidden' : 'shown';
  if (value === null || value === '') return field === 'salePrice' ? 'not on sale' : 'none';
  if ((field === 'price' || field === 'salePrice') && typeof value === 'number') return `KES ${value.toLocaleString('en-KE')}`;
  return String(value);
}

/** A product's stock in words: "Out of stock", "Low: 4 left", "120 in stock". */
export function stockText(stock: number, low: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock <= low) return `Low: ${stock} left`;
  return `${stock} in stock`;
}
