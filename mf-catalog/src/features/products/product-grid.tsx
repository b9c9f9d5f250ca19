import { MemoProductCard } from '../../components/product-card/memo-product-card';
import type { ProductSummary } from '../../domain/product-types';
import { GridList } from '@mimea/shared';

interface Props {
  products: readonly ProductSummary[];
  /** Columns from the desktop breakpoint up (default 4; the shop's grid beside its filters uses 3). */
  desktopColumns?: 3 | 4 | 5;
  /** How many of the first cards load their image at once. */
  eagerImages?: number;
}

/** Products in a responsive grid: 2 columns on phones, 3 on tablets, up to 5 on desktop. */
export default function ProductGrid({ products, desktopColumns = 4, eagerImages = 0 }: Props) {
  return (
    <GridList columns={{ xs: 2, sm: 3, lg: desktopColumns }}>
      {products.map((product, index) => (
        <li key={product.id}>
          <MemoProductCard product={product} eagerImage={index < eagerImages} />
        </li>
      ))}
    </GridList>
  );
}
