import { Suspense, useState } from 'react';
import { Typography } from '@mimea/shared/ui/core';
import { FailureBoundary, useAsyncQuery } from '@mimea/shared';
import { packageProducts, rulesReadingDescriptions } from '../../domain/packages/package-rules';
import type { PackageSlug } from '../../domain/packages/package-types';
import { catalogueVersion } from '../../domain/catalogue-version';
import { CATALOG_NOT_ON_SERVER, loadCatalogue, loadProductGrid, type CatalogProductSummary, type ProductGrid } from '../../components/catalog/catalog-modules';
import { ProductsUnavailable } from './catalog-products';
import { CATALOGUE_VERSION_ATTRIBUTE, arrivedCatalogueVersion, hasUnservedPictures, nearScreen } from './arrived-html';

const EMPTY_TEXT = 'The products of this package are being restocked. Contact us and we will suggest alternatives.';

interface Loaded {
  Grid: ProductGrid;
  products: readonly CatalogProductSummary[];
  version: string;
}

/** How the products are drawn: as the page's HTML brought them, or by the browser anew. */
type Drawn = 'as-arrived' | 'anew';

/**
 * The catalogue products of one package, chosen by its rule (packages/package-rules.ts), in the
 * catalog remote's own `ProductGrid`. They arrive in the page's HTML: the content's server renders
 * the catalog's grid and catalogue from the catalog's published server parts and the catalogue
 * API (build-time/catalog-on-server.ts, live-pages.ts), and writes which version of the catalogue
 * that was; the content's build, which has no catalog to ask, leaves them to the browser. In the browser the catalog's code (its entry, catalogue, data and grid:
 * ~20 KB gzipped) is asked for when they near the screen, not with the page; React then takes the
 * HTML over if the catalogue says the same now, or else draws them anew with today's prices
 * (a new boundary: the old HTML is dropped, never hydrated against other data).
 */
export function PackageProducts({ slug }: { slug: PackageSlug }) {
  const [drawn, setDrawn] = useState<Drawn>('as-arrived');
  return (
    <div data-package-products={slug}>
      <Suspense key={drawn} fallback={<ProductsLoading />}>
        <PackageGrid slug={slug} drawn={drawn} onOutdated={() => setDrawn('anew')} />
      </Suspense>
    </div>
  );
}

function ProductsLoading() {
  return (
    <Typography role="status" sx={{ my: 3 }}>
      Loading products...
    </Typography>
  );
}

function PackageGrid({ slug, drawn, onOutdated }: { slug: PackageSlug; drawn: Drawn; onOutdated: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const state = useAsyncQuery(() => loadPackageProducts(slug, drawn, onOutdated), `package:${slug}:${drawn}#${attempt}`);
  const retry = () => setAttempt((n) => n + 1);
  // On a server without the catalog's modules (the content's build) the products are the browser's to draw.
  if (state.status === 'loading' || (state.status === 'error' && state.error.name === CATALOG_NOT_ON_SERVER)) return <ProductsLoading />;
  if (state.status === 'error') return <ProductsUnavailable onRetry={retry} />;
  const { Grid, products, version } = state.data;
  return (
    <div {...{ [CATALOGUE_VERSION_ATTRIBUTE]: version }}>
      {products.length === 0 ? (
        <Typography sx={{ my: 3 }}>{EMPTY_TEXT}</Typography>
      ) : (
        <FailureBoundary part="The product grid" fallback={<ProductsUnavailable onRetry={retry} />}>
          <Grid products={products} />
        </FailureBoundary>
      )}
    </div>
  );
}

/** The package's products and the catalog's grid, now, with their version. */
async function loadNow(slug: PackageSlug): Promise<Loaded> {
  const catalogue = await loadCatalogue();
  const [Grid, products] = await Promise.all([loadProductGrid(), rulesReadingDescriptions.has(slug) ? catalogue.all() : catalogue.summaries()]);
  const chosen = packageProducts(slug, products);
  return { Grid, products: chosen, version: catalogueVersion(chosen) };
}

/**
 * On the server, and when drawn anew or with no HTML of the page, the products now. When the
 * page's HTML is hydrated, once the region nears the screen, and only if it arrived with products
 * that are the catalogue's now (and their pictures are served): otherwise (it arrived without
 * them, from a server without the catalog; a price changed; the catalog cannot be loaded)
 * `onOutdated` has them drawn anew and this answer never comes, so React keeps that HTML until
 * then and never hydrates it against other elements.
 */
async function loadPackageProducts(slug: PackageSlug, drawn: Drawn, onOutdated: () => void): Promise<Loaded> {
  const region = drawn === 'anew' || typeof document === 'undefined' ? null : document.querySelector(`[data-package-products="${slug}"]`);
  if (!region) return loadNow(slug);
  const arrived = arrivedCatalogueVersion(region);
  await nearScreen(region);
  const now = arrived === null ? null : await loadNow(slug).catch(() => null);
  if (now && now.version === arrived && !hasUnservedPictures(region)) return now;
  onOutdated();
  return new Promise<never>(() => undefined);
}
