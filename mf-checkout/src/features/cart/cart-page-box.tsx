import type { ReactNode } from 'react';
import { Container, Typography } from '@mimea/shared/ui/core';

/**
 * The cart page's box and heading, the same in the page's HTML and once the shopper's lines are
 * drawn: React keeps the heading's element from the HTML (no second paint of it).
 */
export function CartPageBox({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Shopping Cart
      </Typography>
      {children}
    </Container>
  );
}

/**
 * What the cart page's HTML says where the lines go, the same for every shopper (the checkout's
 * build renders the page once; no server knows what this phone's cart holds): the cart is being
 * read. Never "Your cart is empty", which a shopper with a cart would read as lost.
 */
export function CartPageLoading() {
  return (
    <Typography role="status" sx={{ color: 'text.secondary' }}>
      Loading your cart…
    </Typography>
  );
}
