import { Typography } from '@mimea/shared/ui/core';
import { FailureBoundary, RefreshIcon, ShopAlert, ShopButton, ShopTextLink, useNearScreen } from '@mimea/shared';
import { loadProductGrid, type Catalogue, type CatalogProductSummary, type ProductGrid } from '../../components/catalog/catalog-modules';
import { useCatalogQuery } from '../../components/catalog/use-catalog-query';

interface Props {
  /** Which products to show, asked of the catalogue. */
  select: (catalogue: Catalogue) => Promise<readonly CatalogProductSummary[]>;
  /** Names the selection: a new key asks the catalogue again. */
  queryKey: string;
  /** Said when the selection is empty. */
  emptyText: string;
  desktopColumns?: 3 | 4 | 5;
}

interface Loaded {
  Grid: ProductGrid;
  products: readonly CatalogProductSummary[];
}

const loading = (
  <Typography role="status" sx={{ my: 3 }}>
    Loading products...
  </Typography>
);

/**
 * Products of the catalog remote in its own `ProductGrid`, loaded through federation once the
 * region comes near the screen (an article's related products, below it: asked for and drawn at
 * load, they were one long task of a phone's start). When the catalog cannot be loaded, this
 * region alone says so, with Retry and a way to the shop; the page's own words stay.
 */
export function CatalogProducts(props: Props) {
  const [near, nearRef] = useNearScreen();
  return <div ref={nearRef}>{near ? <LoadedProducts {...props} /> : loading}</div>;
}

function LoadedProducts({ select, queryKey, emptyText, desktopColumns }: Props) {
  const { state, retry } = useCatalogQuery<Loaded>(async (catalogue) => {
    const [Grid, products] = await Promise.all([loadProductGrid(), select(catalogue)]);
    return { Grid, products };
  }, queryKey);

  if (state.status === 'loading') return loading;
  if (state.status === 'error') return <ProductsUnavailable onRetry={retry} />;
  const { Grid, products } = state.data;
  if (products.length === 0) return <Typography sx={{ my: 3 }}>{emptyText}</Typography>;
  return (
    <FailureBoundary part="The product grid" fallback={<ProductsUnavailable onRetry={retry} />}>
      <Grid products={products} desktopColumns={desktopColumns} />
    </FailureBoundary>
  );
}

/** The catalog could not be loaded: this region alone says so, with Retry and a way to the shop. */
export function ProductsUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <ShopAlert
      severity="warning"
      role="alert"
      style={{ marginBlock: 24 }}
      data-catalog-fallback
      action={
        <ShopButton color="inherit" variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
          Retry
        </ShopButton>
      }
    >
      We couldn't load these products right now. Please try again in a moment, or{' '}
      <ShopTextLink to="/shop" color="inherit" style={{ fontWeight: 600 }}>
        browse the shop
      </ShopTextLink>
      .
    </ShopAlert>
  );
}
