import { Box, Typography } from '@mimea/shared/ui/core';
import { formatKES, type CartItem } from '@mimea/shared';
import { LineImage } from '../../components/cart-lines/line-image';

interface Props {
  lines: readonly CartItem[];
  /** Line id → what changed since it was added (its price, its stock), or why the order service refused it. */
  notices?: ReadonlyMap<string, readonly string[]>;
}

/** The items being bought, at the top of the checkout's order summary, each with what changed in the catalogue. */
export function CheckoutItems({ lines, notices }: Props) {
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
          {notices?.get(line.id)?.map((notice) => (
            <Typography key={notice} variant="body2" data-testid="checkout-line-notice" sx={{ gridColumn: '2 / -1', color: 'warning.dark', fontWeight: 600 }}>
              {notice}
            </Typography>
          ))}
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
