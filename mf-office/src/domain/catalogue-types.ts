// The office's Products as the order service gives them (docs/office.md, "Products"): a product
// with whether it is hidden, its version and last change; an import's preview; the settings.
// The category, subcategory and health-goal words are mf-catalog's
// (mf-catalog/src/domain/product-types.ts): change both together.

export const CATEGORIES = ['supplements', 'health-packages', 'skincare', 'dental-care', 'sexual-wellness', 'agricultural', 'specialty'] as const;

export const SUBCATEGORIES = [
  'immunity-energy',
  'digestive-health',
  'vision-sleep',
  'muscle-nutrition',
  'mens-health',
  'womens-health',
  'respiratory',
  'joint-health',
  'beauty-care',
  'dental-care',
  'home-essentials',
  'detox',
  'childrens-health',
] as const;

export const HEALTH_GOALS = [
  'immunity',
  'digestion',
  'sexual-wellness',
  'respiratory',
  'skincare',
  'dental',
  'energy',
  'weight-management',
  'heart-health',
  'blood-sugar',
  'mental-clarity',
  'sleep',
  'stress-relief',
  'joint-health',
  'detox',
  'hormone-balance',
  'gut-health',
  'anti-aging',
  'performance',
  'liver-health',
  'libido-enhancement',
  'chronic-disease',
] as const;

/** At or below this many units (and above none) a product's stock is low (the service's LOW_STOCK). */
export const LOW_STOCK = 10;

export interface OfficeProduct {
  id: string;
  name: string;
  /** Whole KES. */
  price: number;
  /** Whole KES below the price; null when not on sale. */
  salePrice: number | null;
  stock: number;
  hidden: boolean;
  category: string;
  subcategory: string;
  healthGoals: string[];
  shortDescription: string;
  description: string;
  ingredients: string[];
  usage: string;
  benefits: string[];
  /** Paths: /uploads/… (the catalog's) or /api/catalogue/photos/<hash>-640.webp (uploaded). */
  images: string[];
  version: number;
  updatedAt: string;
}

/** The fields the edit form writes. */
export type ProductFields = Omit<OfficeProduct, 'id' | 'images' | 'version' | 'updatedAt'>;

export type Visibility = 'all' | 'shown' | 'hidden';
export type StockFilter = 'all' | 'low' | 'out';

export interface ProductsFilter {
  search: string;
  category: string;
  visibility: Visibility;
  stock: StockFilter;
}

export const NO_FILTER: ProductsFilter = { search: '', category: '', visibility: 'all', stock: 'all' };

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

export interface ImportPreview {
  changes: ImportChange[];
  problems: ImportProblem[];
}

export interface UploadedPhoto {
  product: OfficeProduct;
  /** The 640 wide file's path (what the product's images list). */
  url: string;
  /** width → path. */
  widths: Record<string, string>;
}

export interface CatalogueSettings {
  holdMinutes: number;
  staffMayEdit: boolean;
}
