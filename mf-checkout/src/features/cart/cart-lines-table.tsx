import { Table, TableBody, TableCell, TableHead, TableRow } from '@mimea/shared/ui/table';
import { VisuallyHidden, type CartItem } from '@mimea/shared';
import { CartLineRow } from './cart-line-row';

/** The cart's lines as a table; on phones each row stacks into a card. */
export function CartLinesTable({ lines }: { lines: readonly CartItem[] }) {
  return (
    <Table aria-label="Items in your cart" sx={{ display: { xs: 'block', md: 'table' } }}>
      <TableHead sx={{ display: { xs: 'none', md: 'table-header-group' } }}>
        <TableRow>
          <TableCell>
            <VisuallyHidden>Image</VisuallyHidden>
          </TableCell>
          <TableCell>Product</TableCell>
          <TableCell>Price</TableCell>
          <TableCell>Quantity</TableCell>
          <TableCell sx={{ textAlign: 'right' }}>Total</TableCell>
          <TableCell>
            <VisuallyHidden>Remove</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody sx={{ display: { xs: 'block', md: 'table-row-group' } }}>
        {lines.map((line) => (
          <CartLineRow key={line.id} line={line} />
        ))}
      </TableBody>
    </Table>
  );
}
