// The catalogue's entities (storefront spec section 3). Other apps get these shapes through
// their hand-written declarations of `catalog/catalogue`; change both together.

/** The seven top-level categories, in the order the shop lists them. */
export const CATEGORIES = [
  'supplements',
  'health-packages',
  'skincare',
  'dental-care',
  'sexual-wellness',
  'agricultural',
  'specialty',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The subcategories products carry (spec section 3, "Subcategories seen"). */
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
export type Subcategory = (typeof SUBCATEGORIES)[number];

/** The 21 health goals of the storefront spec plus `chronic-disease`, which package pages use. */
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
export type HealthGoal = (typeof HEALTH_GOALS)[number];

/** A shopper's review of a product. `date` is an ISO day, `2026-03-14`. */
export interface Review {
  id: string;
  name: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  date: string;
}

export interface Product {
  /** A slug: `a-power-capsules`. */
  id: string;
  name: string;
  /** Whole KES. */
  price: number;
  /** Whole KES, below `price` when the product is on sale. */
  salePrice?: number;
  currency: 'KES';
  description: string;
  shortDescription: string;
  ingredients: string[];
  usage: string;
  benefits: string[];
  category: Category;
  subcategory: Subcategory;
  healthGoals: HealthGoal[];
  /** Two image URLs. In the data they are `/uploads/...` paths; the catalogue API resolves them against the catalog's origin. */
  images: string[];
  featured?: boolean;
  bestSeller: boolean;
  newArrival: boolean;
  /** Units available; 0 means out of stock. */
  stock: number;
  ratings: { average: number; count: number };
  reviews: Review[];
  /** ISO day the product was added; orders New Arrivals (newest first). */
  addedOn: string;
}

/** What only a product's own page shows (and search reads): loaded with those, not with every list. */
export type ProductDetails = Pick<Product, 'description' | 'shortDescription' | 'ingredients' | 'usage' | 'benefits' | 'reviews'>;

/** A product as cards, lists and filters show it: everything but its details. */
export type ProductSummary = Omit<Product, keyof ProductDetails>;

export interface Faq {
  question: string;
  answer: string;
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  testimonial: string;
  productId: string;
}

export interface HeroSlide {
  id: string;
  /** `/uploads/hero/<id>.svg`, 2:1. */
  image: string;
  title: string;
  description: string;
  link: string;
}

export interface HealthPackageTile {
  /** The package's page name: `HeartCare` → `/packages/HeartCare`. */
  id: string;
  title: string;
  description: string;
  path: string;
  /** `/uploads/packages/<id>.svg`, 4:3. */
  image: string;
}

/** Names of the catalog's own icons (src/components/icons/catalog-icons.tsx). */
export type CatalogIconName = Category | HealthGoal;

export interface SidebarCategory {
  name: string;
  icon: CatalogIconName;
  subcategories: { name: string; path: string }[];
}

export interface CategoryTile {
  name: string;
  link: string;
  /** `/uploads/categories/<slug>.svg`, 1:1. */
  image: string;
}

export interface HealthGoalTile {
  name: string;
  value: HealthGoal;
  icon: CatalogIconName;
}
