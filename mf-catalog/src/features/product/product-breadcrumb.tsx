import { Breadcrumbs, Link, Typography } from '@mimea/shared/ui/core';
import { Link as RouterLink } from '@mimea/shared';
import type { ProductSummary } from '../../domain/product-types';
import { categoryLabels } from '../../domain/taxonomy';

/** Home / Shop / category, then the product itself. */
export function ProductBreadcrumb({ product }: { product: ProductSummary }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
      <Link component={RouterLink} to="/" underline="hover" color="inherit">
        Home
      </Link>
      <Link component={RouterLink} to="/shop" underline="hover" color="inherit">
        Shop
      </Link>
      <Link component={RouterLink} to={`/shop/${product.category}`} underline="hover" color="inherit">
        {categoryLabels[product.category]}
      </Link>
      <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
        {product.name}
      </Typography>
    </Breadcrumbs>
  );
}
