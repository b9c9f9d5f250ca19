// The catalog remote's exposed modules this app uses, declared by hand (docs/architecture.md,
// section 2.8: types across the border, `dts: false`; the data types are in
// domain/catalog-types.ts). They mirror mf-catalog/src/domain/catalogue.ts and
// features/products/product-grid.tsx; change both sides together.
import type { ComponentType } from 'react';
import { loadFederatedModule } from '@mimea/shared';
import type { CatalogProductSummary, Catalogue } from '../../domain/catalog-types';

export type { CatalogFaq, CatalogProduct, CatalogProductSummary, Catalogue } from '../../domain/catalog-types';

export interface ProductGridProps {
  /** The grid's cards read what lists carry: a summary, or a whole product. */
  products: readonly CatalogProductSummary[];
  desktopColumns?: 3 | 4 | 5;
  eagerImages?: number;
}

/** `catalog/ProductGrid`: product cards in a responsive grid, with add to cart. */
export type ProductGrid = ComponentType<ProductGridProps>;

/**
 * The name of the error a server's loader answers with when the catalog's modules are not on that
 * server (the content's build: build-time/catalog-on-server.ts): the region is the browser's to draw.
 */
export const CATALOG_NOT_ON_SERVER = 'CatalogNotOnServer';

export async function loadCatalogue(): Promise<Catalogue> {
  return (await loadFederatedModule<{ catalogue: Catalogue }>('catalog', 'catalogue')).catalogue;
}

export async function loadProductGrid(): Promise<ProductGrid> {
  return (await loadFederatedModule<{ default: ProductGrid }>('catalog', 'ProductGrid')).default;
}
