import { memo } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mimea/shared/ui/table';
import { VisuallyHidden, useCartActions, type CartItem } from '@mimea/shared';
import { CartLineRow } from './cart-line-row';
import { cartLinesSx } from './cart-lines-styles';

// A cart may hold up to MAX_CART_LINES lines: its rows are plain elements styled once here
// (cart-lines-styles.ts), each re-rendered only when its own line changes (useCartActions' functions
// stay the same while the cart changes, so the memo holds).
const Row = memo(CartLineRow);

// The same element at every render: React skips the head when a line changes.
const CART_LINES_HEAD = (
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
);

/** The cart's lines as a table; on phones each row stacks into a card. */
export function CartLinesTable({ lines }: { lines: readonly CartItem[] }) {
  const { updateQuantity, removeFromCart } = useCartActions();
  return (
    <Table aria-label="Items in your cart" sx={cartLinesSx}>
      {CART_LINES_HEAD}
      <TableBody sx={{ display: { xs: 'block', md: 'table-row-group' } }}>
        {lines.map((line) => (
          <Row key={line.id} line={line} onQuantity={updateQuantity} onRemove={removeFromCart} />
        ))}
      </TableBody>
    </Table>
  );
}
