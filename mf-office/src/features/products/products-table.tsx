// The products found: each named by a link to its edit page, its price (and sale price), stock
// in words, whether the shop shows it, and its category.
import { Link as RouterLink } from '@mimea/shared';
import { Typography } from '@mimea/shared/ui/core';
import { Link } from '@mimea/shared/ui/controls';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import { LOW_STOCK, type OfficeProduct } from '../../domain/catalogue-types';
import { formatKES } from '../../domain/office-format';
import { stockText } from '../../domain/product-form';
import { wordsOf } from './product-words';

export function ProductsTable({ products }: { products: OfficeProduct[] }) {
  if (products.length === 0) return <Typography role="status">No product matches these filters.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Products">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell>Stock</TableCell>
            <TableCell>In the shop</TableCell>
            <TableCell>Category</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={`/office/products/${encodeURIComponent(product.id)}`}>
                  {product.name}
                </Link>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {product.salePrice === null ? formatKES(product.price) : `${formatKES(product.salePrice)} (sale; was ${formatKES(product.price)})`}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: product.stock <= LOW_STOCK ? 600 : undefined }}>{stockText(product.stock, LOW_STOCK)}</TableCell>
              <TableCell>{product.hidden ? 'Hidden' : 'Shown'}</TableCell>
              <TableCell>{wordsOf(product.category)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
