import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink, useCart } from '@mimea/shared';
import { CartLineRow } from '../features/cart/cart-line-row';
import { OrderSummary } from '../features/cart/order-summary';

/** The cart page (`/cart`). The checkout issue adds coupons, shipping and accepted payments. */
export default function CartPage() {
  const { items, clearCart } = useCart();
  if (items.length === 0) {
    return (
      <Container maxWidth="md" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Your cart is empty
        </Typography>
        <Button component={RouterLink} to="/shop" variant="contained">
          Continue Shopping
        </Button>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Shopping Cart
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((line) => (
              <CartLineRow key={line.id} line={line} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
            <Button variant="outlined" color="error" onClick={clearCart}>
              Clear Cart
            </Button>
            <Button component={RouterLink} to="/shop" variant="text">
              Continue Shopping
            </Button>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OrderSummary />
          <Button component={RouterLink} to="/checkout" variant="contained" size="large">
            Proceed to Checkout
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
