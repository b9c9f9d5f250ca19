import { Box, Button, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink, chatLink, phoneLink, shopContacts, useCart } from '@mimea/shared';
import { OrderSummary } from '../features/cart/order-summary';

/** Text of an order placed by chat: every line of the real cart. */
export function chatOrderText(lines: { name: string; quantity: number }[]): string {
  const items = lines.map((line) => `${line.name} (${line.quantity}x)`).join(', ');
  return `Hello ${shopContacts.brand}, I would like to order: ${items}.`;
}

/** Checkout (`/checkout`). Until the checkout issue lands, orders are placed by chat or phone. */
export default function CheckoutPage() {
  const { items } = useCart();
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Checkout
      </Typography>
      {items.length === 0 ? (
        <Typography>
          Your cart is empty. <Link component={RouterLink} to="/shop">Continue shopping</Link>
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OrderSummary />
          <Typography>Send us your order on WhatsApp or call us, and we'll confirm your pickup station and payment.</Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" href={chatLink(chatOrderText(items))} target="_blank" rel="noopener noreferrer">
              Order on WhatsApp
            </Button>
            <Button variant="outlined" href={phoneLink()}>
              Call {shopContacts.phoneDisplay}
            </Button>
            <Button component={RouterLink} to="/cart">
              Return to Cart
            </Button>
          </Box>
        </Box>
      )}
    </Container>
  );
}
