// The products as a spreadsheet (docs/office.md, "Products"): the export's columns id, name,
// price, sale_price, stock, hidden, and the import of the same file edited: each line read against
// the products as they are, its changes listed field by field and its problems in words, by line.
// An import with any problem applies nothing (the route's transaction), so the preview and the
// import read a file the same way.
import { csvCell } from '../../orders/orders-csv';
import { csvRows } from '../../payments/statement/statement-csv';
import type { OfficeCatalogueProduct as OfficeProduct } from '../../catalogue/catalogue-store';
import { PRICE_MAX, STOCK_MAX } from './product-input';

export const CSV_COLUMNS = ['id', 'name', 'price', 'sale_price', 'stock', 'hidden'] as const;

/** The fields an import may change, as the changes name them. */
export type ImportField = 'name' | 'price' | 'salePrice' | 'stock' | 'hidden';

export interface ImportChange {
  id: string;
  name: string;
  field: ImportField;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface ImportProblem {
  /** The file's line (1 is the header). */
  line: number;
  id: string | null;
  message: string;
}

/** What each product of the file becomes, with the changes and problems found. */
export interface ImportPlan {
  changes: ImportChange[];
  problems: ImportProblem[];
  /** id → the new values of the fields that change. */
  updates: Map<string, Partial<Record<ImportField, string | number | boolean | null>>>;
}

export function productsCsv(products: readonly OfficeProduct[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const product of products) {
    lines.push([product.id, product.name, product.price, product.salePrice ?? null, product.stock, product.hidden ? 'true' : 'false'].map(csvCell).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

/** A spreadsheet's whole number ("1200", "1,200", " 1200 "); null when it is not one. */
function wholeNumber(cell: string): number | null {
  const plain = cell.trim();
  if (!/^-?(?:\d{1,3}(?:,\d{3})+|\d+)$/.test(plain)) return null;
  const value = Number(plain.replace(/,/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

const TRUE = ['true', 'yes', '1', 'hidden'];
const FALSE = ['false', 'no', '0', 'shown', ''];

function yesNo(cell: string): boolean | null {
  const word = cell.trim().toLowerCase();
  if (TRUE.includes(word)) return true;
  if (FALSE.includes(word)) return false;
  return null;
}

/** The export's apostrophe before a formula-like name (csvCell) is taken off again. */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

// eslint-disable-next-line no-control-regex -- control characters are exactly what a name may not hold.
const CONTROL = /[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

/** Reads the file against `products` (by id): every change and every problem, line by line. */
export function planImport(csv: string, products: readonly OfficeProduct[]): ImportPlan {
  const plan: ImportPlan = { changes: [], problems: [], updates: new Map() };
  const rows = csvRows(csv.replace(/^\uFEFF/, ''));
  const header = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((column) => column !== 'name' && !header.includes(column));
  if (rows.length === 0 || !header.includes('id')) {
    plan.problems.push({ line: 1, id: null, message: `The first line names the columns: ${CSV_COLUMNS.join(',')} (as the export has them).` });
    return plan;
  }
  if (missing.length > 0) plan.problems.push({ line: 1, id: null, message: `The file has no ${missing.join(', ')} column. Start from the export.` });
  const byId = new Map(products.map((product) => [product.id, product]));
  const seen = new Map<string, number>();
  const at = (row: string[], column: string) => (header.indexOf(column) >= 0 ? (row[header.indexOf(column)] ?? '') : null);

  rows.slice(1).forEach((row, index) => {
    const line = index + 2;
    if (row.every((cell) => cell.trim() === '')) return;
    const problem = (id: string | null, message: string) => plan.problems.push({ line, id, message });
    const id = (at(row, 'id') ?? '').trim();
    const product = byId.get(id);
    if (!product) return problem(id || null, id ? `There is no product with the id ${id}.` : 'The id is empty.');
    if (seen.has(id)) return problem(id, `${id} is on line ${seen.get(id)} already.`);
    seen.set(id, line);

    const next: Partial<Record<ImportField, string | number | boolean | null>> = {};
    const before = line;
    const nameCell = at(row, 'name');
    if (nameCell !== null) {
      const name = unguarded(nameCell).trim();
      if (name === '' || name.length > 120 || CONTROL.test(name)) problem(id, 'The name is empty, longer than 120 characters, or holds invisible characters.');
      else next.name = name;
    }
    const price = wholeNumber(at(row, 'price') ?? '');
    if (price === null || price < 1 || price > PRICE_MAX) problem(id, `The price "${(at(row, 'price') ?? '').trim()}" is not a whole number of shillings from 1 to 10,000,000.`);
    else next.price = price;
    const saleCell = (at(row, 'sale_price') ?? '').trim();
    const salePrice = saleCell === '' ? null : wholeNumber(saleCell);
    if (saleCell !== '' && (salePrice === null || salePrice < 1)) problem(id, `The sale price "${saleCell}" is not a whole number of shillings (leave it empty when not on sale).`);
    else if (salePrice !== null && price !== null && salePrice >= price) problem(id, `The sale price (${salePrice}) must be below the price (${price}).`);
    else next.salePrice = salePrice;
    const stockCell = (at(row, 'stock') ?? '').trim();
    const stock = wholeNumber(stockCell);
    if (stock === null) problem(id, `The stock "${stockCell}" is not a whole number.`);
    else if (stock < 0) problem(id, `The stock cannot be negative (${stock}).`);
    else if (stock > STOCK_MAX) problem(id, 'The stock is at most 1,000,000.');
    else next.stock = stock;
    const hiddenCell = at(row, 'hidden') ?? '';
    const hidden = yesNo(hiddenCell);
    if (hidden === null) problem(id, `Hidden is true or false, not "${hiddenCell.trim()}".`);
    else next.hidden = hidden;
    if (plan.problems.some((entry) => entry.line === before)) return;

    const current: Record<ImportField, string | number | boolean | null> = { name: product.name, price: product.price, salePrice: product.salePrice ?? null, stock: product.stock, hidden: product.hidden };
    const updates: Partial<Record<ImportField, string | number | boolean | null>> = {};
    for (const field of Object.keys(next) as ImportField[]) {
      if (next[field] === current[field]) continue;
      updates[field] = next[field] ?? null;
      plan.changes.push({ id, name: product.name, field, from: current[field], to: next[field] ?? null });
    }
    if (Object.keys(updates).length > 0) plan.updates.set(id, updates);
  });
  if (rows.length < 2 && plan.problems.length === 0) plan.problems.push({ line: 1, id: null, message: 'The file has no products under its header.' });
  return plan;
}
