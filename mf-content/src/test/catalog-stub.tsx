import { provideFederatedModuleLoader } from '@mimea/shared';
import { CATALOG_NOT_ON_SERVER, type CatalogFaq, type CatalogProduct, type Catalogue, type ProductGridProps } from '../components/catalog/catalog-modules';

/**
 * Stands in for the catalog remote in unit tests (docs/architecture.md, section 5: remotes are
 * stubbed in unit tests): a small catalogue and a grid that lists product names. The real
 * remote is exercised by the e2e journeys.
 */
export function serveCatalog(products: CatalogProduct[], faqs: CatalogFaq[] = []): { loads: string[] } {
  const loads: string[] = [];
  const catalogue: Catalogue = {
    all: async () => [...products],
    // As the catalog does: lists come without the details.
    summaries: async () =>
      products.map((product) => {
        const summary: Partial<CatalogProduct> = { ...product };
        delete summary.description;
        return summary as Omit<CatalogProduct, 'description'>;
      }),
    byId: async (id) => products.find((product) => product.id === id) ?? null,
    faqs: async () => [...faqs],
  };
  function ProductGrid({ products: shown }: ProductGridProps) {
    return (
      <ul aria-label="Products">
        {shown.map((product) => (
          <li key={product.id}>{product.name}</li>
        ))}
      </ul>
    );
  }
  provideFederatedModuleLoader(async (remote, module) => {
    loads.push(`${remote}/${module}`);
    if (remote === 'catalog' && module === 'catalogue') return { catalogue };
    if (remote === 'catalog' && module === 'ProductGrid') return { default: ProductGrid };
    throw new Error(`No test module for ${remote}/${module}`);
  });
  return { loads };
}

/** The catalog remote is down: every load fails like the shell's loader does. */
export function catalogDown(): void {
  provideFederatedModuleLoader(async (remote, module) => {
    throw new Error(`Could not load ${remote}/${module}: catalog did not answer within 4000 ms`);
  });
}

/** A server without the catalog's modules (the content's build), as build-time/catalog-on-server.ts answers. */
export function catalogNotOnServer(): void {
  provideFederatedModuleLoader(async () => {
    const error = new Error("The catalog's modules are not on this server: no CATALOG_SERVER_URL (a build)");
    error.name = CATALOG_NOT_ON_SERVER;
    throw error;
  });
}

export const testProduct = (id: string, name: string, healthGoals: string[], subcategory = 'immunity-energy'): CatalogProduct => ({
  id,
  name,
  description: `${name}, natural.`,
  subcategory,
  healthGoals,
});
