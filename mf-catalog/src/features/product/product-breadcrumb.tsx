import { Breadcrumb } from '@mimea/shared/ui/parts';
import type { ProductSummary } from '../../domain/product-types';
import { categoryLabels } from '../../domain/taxonomy';

/** Home / Shop / category, then the product itself. */
export function ProductBreadcrumb({ product }: { product: ProductSummary }) {
  return <Breadcrumb crumbs={[{ label: 'Home', to: '/' }, { label: 'Shop', to: '/shop' }, { label: categoryLabels[product.category], to: `/shop/${product.category}` }, { label: product.name }]} />;
}
