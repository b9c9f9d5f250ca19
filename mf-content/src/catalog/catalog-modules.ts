// The catalog remote's exposed modules this app uses, declared by hand (docs/architecture.md,
// section 2.8: types across the border, `dts: false`). They mirror
// mf-catalog/src/data/catalogue.ts and features/products/product-grid.tsx; change both sides
// together.
import type { ComponentType } from 'react';
import { loadFederatedModule } from '@mimea/shared';

/** The fields of a catalogue product this app reads; the rest travels through untouched. */
export interface CatalogProduct {
  id: string;
  name: string;
  description: string;
  subcategory: string;
  healthGoals: readonly string[];
}

export interface CatalogFaq {
  question: string;
  answer: string;
}

/** `catalog/catalogue`: the typed, async data API (only the calls used here). */
export interface Catalogue {
  all(): Promise<CatalogProduct[]>;
  /** null for an unknown id. */
  byId(id: string): Promise<CatalogProduct | null>;
  faqs(): Promise<CatalogFaq[]>;
}

export interface ProductGridProps {
  products: readonly CatalogProduct[];
  desktopColumns?: 3 | 4 | 5;
  eagerImages?: number;
}

/** `catalog/ProductGrid`: product cards in a responsive grid, with add to cart. */
export type ProductGrid = ComponentType<ProductGridProps>;

export async function loadCatalogue(): Promise<Catalogue> {
  return (await loadFederatedModule<{ catalogue: Catalogue }>('catalog', 'catalogue')).catalogue;
}

export async function loadProductGrid(): Promise<ProductGrid> {
  return (await loadFederatedModule<{ default: ProductGrid }>('catalog', 'ProductGrid')).default;
}
