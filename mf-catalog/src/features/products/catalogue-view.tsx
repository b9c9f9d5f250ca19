import { Alert, Typography } from '@mui/material';
import ProductGrid from './product-grid';
import type { QueryState } from './use-catalogue-query';
import type { Product } from '../../data/product-types';

/** A query's products, its 'Loading products...' state or its error. */
export function CatalogueView({ state }: { state: QueryState<Product[]> }) {
  if (state.status === 'loading') return <Typography role="status">Loading products...</Typography>;
  if (state.status === 'error') return <Alert severity="error">We couldn't load the products. Please try again.</Alert>;
  if (state.data.length === 0) {
    return (
      <Alert severity="info">
        <strong>No products found</strong> Try adjusting your filters or search term
      </Alert>
    );
  }
  return <ProductGrid products={state.data} />;
}
