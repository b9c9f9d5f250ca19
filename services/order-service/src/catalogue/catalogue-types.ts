// The catalogue's shapes as the service stores and serves them. `CatalogueProduct` is exactly
// mf-catalog's `Product` (mf-catalog/src/domain/product-types.ts), written again here because the
// service does not import the catalog's source: change both together.

export interface CatalogueReview {
  id: string;
  name: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  date: string;
}

/** Every field of a product that has no column of its own (catalogue_products.document). */
export interface CatalogueDocument {
  shortDescription: string;
  description: string;
  ingredients: string[];
  usage: string;
  benefits: string[];
  category: string;
  subcategory: string;
  healthGoals: string[];
  images: string[];
  featured?: boolean;
  bestSeller: boolean;
  newArrival: boolean;
  ratings: { average: number; count: number };
  reviews: CatalogueReview[];
  /** ISO day. */
  addedOn: string;
}

export interface CatalogueProduct extends CatalogueDocument {
  id: string;
  name: string;
  /** Whole KES. */
  price: number;
  /** Whole KES, below `price` when on sale. */
  salePrice?: number;
  currency: 'KES';
  /** Units available now (held units are already taken off). */
  stock: number;
}
