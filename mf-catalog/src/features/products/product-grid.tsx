import { Box } from '@mui/material';
import ProductCard from './product-card';
import type { Product } from '../../data/product-types';

/** Products in a responsive grid: 2 columns on phones, up to 4 on desktop. */
export default function ProductGrid({ products }: { products: Product[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Box>
  );
}
