import { Box } from '@mui/material';
import ProductCard from './product-card';
import type { Product } from '../../data/product-types';

interface Props {
  products: readonly Product[];
  /** Columns from the desktop breakpoint up (default 4; the shop's grid beside its filters uses 3). */
  desktopColumns?: 3 | 4 | 5;
  /** How many of the first cards load their image at once. */
  eagerImages?: number;
}

/** Products in a responsive grid: 2 columns on phones, 3 on tablets, up to 5 on desktop. */
export default function ProductGrid({ products, desktopColumns = 4, eagerImages = 0 }: Props) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: `repeat(${desktopColumns}, minmax(0, 1fr))` },
      }}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eagerImage={index < eagerImages} />
        </li>
      ))}
    </Box>
  );
}
