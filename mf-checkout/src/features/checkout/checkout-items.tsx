import { Box, Typography } from '@mimea/shared/ui/core';
import { formatKES, type CartItem } from '@mimea/shared';
import { LineImage } from '../../components/cart-lines/line-image';

/** The items being bought, at the top of the checkout's order summary. */
export function CheckoutItems({ lines }: { lines: readonly CartItem[] }) {
  return (
    <Box component="ul" aria-label="Items in your order" sx={{ listStyle: 'none', p: 0, m: '0 0 8px', borderBottom: 1, borderColor: 'divider' }}>
      {lines.map((line) => (
        <Box component="li" key={line.id} data-testid="checkout-line" sx={{ display: 'grid', gridTemplateColumns: '40px 1fr auto', gap: 1.5, alignItems: 'center', pb: 1 }}>
          <LineImage src={line.image} size={40} />
          <Typography variant="body2">
            {line.name} <Box component="span" sx={{ color: 'text.secondary' }}>× {line.quantity}</Box>
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatKES(line.price * line.quantity)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** In the page's HTML, before the browser reads the shopper's cart: where its items will be. */
export function CartLoading() {
  return (
    <Typography variant="body2" role="status" sx={{ pb: 1, mb: 1, borderBottom: 1, borderColor: 'divider', color: 'text.secondary' }}>
      Loading your cart…
    </Typography>
  );
}
