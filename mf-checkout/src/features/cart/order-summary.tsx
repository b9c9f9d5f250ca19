import { Box, Typography } from '@mui/material';
import { formatKES, useCart } from '@mimea/shared';

/** Items and subtotal of the shopper's real cart. The checkout issue adds coupon and shipping. */
export function OrderSummary() {
  const { count, subtotal } = useCart();
  return (
    <Box component="section" aria-labelledby="order-summary-title" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography id="order-summary-title" variant="h6" component="h2" gutterBottom>
        Order Summary
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <span>Items</span>
        <span>{count}</span>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700, mt: 1 }}>
        <span>Subtotal</span>
        <span data-testid="cart-subtotal">{formatKES(subtotal)}</span>
      </Box>
    </Box>
  );
}
