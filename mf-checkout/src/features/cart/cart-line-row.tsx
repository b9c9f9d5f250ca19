import { IconButton, Link, Typography } from '@mimea/shared/ui/core';
import { TableCell, TableRow } from '@mimea/shared/ui/table';
import { Link as RouterLink, CloseIcon, formatKES, maxLineQuantity, QuantityStepper, useCart, type CartItem } from '@mimea/shared';
import { LineImage } from './line-image';

/**
 * On phones the cells stack into a card without their own borders and padding. Only the width
 * changes: a responsive `borderBottom: 1` would set the whole border again, in the text colour,
 * darker than the Price cell's table border beside it.
 */
const stacked = { borderBottomWidth: { xs: 0, md: 1 }, p: { xs: 0, md: 2 } } as const;

/** One cart line: image and name linking to the product, unit price, stepper, line total, remove. */
export function CartLineRow({ line }: { line: CartItem }) {
  const { updateQuantity, removeFromCart } = useCart();
  const productPath = `/product/${encodeURIComponent(line.id)}`;
  return (
    <TableRow data-testid="cart-line" sx={{ display: { xs: 'grid', md: 'table-row' }, gridTemplateColumns: '72px 1fr auto', gridTemplateAreas: { xs: '"image name remove" "image qty total"' }, columnGap: 1.5, py: { xs: 1.5, md: 0 }, borderBottomStyle: 'solid', borderBottomWidth: { xs: 1, md: 0 }, borderBottomColor: 'divider' }}>
      <TableCell sx={{ gridArea: 'image', ...stacked }}>
        {/* The name links too; this copy of the link is for pointers only. */}
        <Link component={RouterLink} to={productPath} tabIndex={-1} aria-hidden="true">
          <LineImage src={line.image} />
        </Link>
      </TableCell>
      <TableCell component="th" scope="row" sx={{ gridArea: 'name', ...stacked }}>
        <Link component={RouterLink} to={productPath} sx={{ fontWeight: 600 }}>
          {line.name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
          {formatKES(line.price)} each
        </Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatKES(line.price)}</TableCell>
      <TableCell sx={{ gridArea: 'qty', ...stacked }}>
        <QuantityStepper
          label={`Quantity of ${line.name}`}
          itemName={line.name}
          value={line.quantity}
          max={maxLineQuantity(line.price)}
          onChange={(quantity) => updateQuantity(line.id, quantity)}
        />
      </TableCell>
      <TableCell sx={{ gridArea: 'total', ...stacked, alignSelf: 'center', fontWeight: 700, textAlign: 'right' }}>
        {formatKES(line.price * line.quantity)}
      </TableCell>
      <TableCell sx={{ gridArea: 'remove', ...stacked, textAlign: 'right' }}>
        <IconButton aria-label={`Remove ${line.name}`} onClick={() => removeFromCart(line.id)}>
          <CloseIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

