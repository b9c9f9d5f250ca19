import { memo } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { VisuallyHidden, useCartActions, type CartItem } from '@mimea/shared';
import { CartLineRow } from './cart-line-row';
import { cartLinesSx } from './cart-lines-styles';
import { priceBefore } from '../../domain/catalogue/price-changes';

// A cart may hold up to MAX_CART_LINES lines: its rows are plain elements styled once here
// (cart-lines-styles.ts), each re-rendered only when its own line changes (useCartActions' functions
// stay the same while the cart changes, so the memo holds).
const Row = memo(CartLineRow);

// The same element at every render: React skips the head when a line changes.
const CART_LINES_HEAD = (
  <thead>
    <tr>
      <th scope="col">
        <VisuallyHidden>Image</VisuallyHidden>
      </th>
      <th scope="col">Product</th>
      <th scope="col">Price</th>
      <th scope="col">Quantity</th>
      <th scope="col" className="cart-lines-end">
        Total
      </th>
      <th scope="col">
        <VisuallyHidden>Remove</VisuallyHidden>
      </th>
    </tr>
  </thead>
);

/** The cart's lines as a table (the browser's, styled by cartLinesSx); on phones each row stacks into a card. */
export function CartLinesTable({ lines, stockOf }: { lines: readonly CartItem[]; stockOf: (id: string) => number | undefined }) {
  const { updateQuantity, removeFromCart } = useCartActions();
  return (
    <Box component="table" aria-label="Items in your cart" sx={cartLinesSx}>
      {CART_LINES_HEAD}
      <tbody>
        {lines.map((line) => (
          <Row key={line.id} line={line} onQuantity={updateQuantity} onRemove={removeFromCart} priceFrom={priceBefore(line.id, line.price)} stock={stockOf(line.id)} />
        ))}
      </tbody>
    </Box>
  );
}
