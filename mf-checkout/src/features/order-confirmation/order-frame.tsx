import type { ReactNode } from 'react';
import { Container, Typography } from '@mimea/shared/ui/core';

/**
 * The confirmation's box and heading, the same in its frame and once the order is drawn: hydration
 * and the order's render keep the heading's element, so its first paint is the page's largest.
 */
export function ConfirmationBox({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Thank you for your order!
      </Typography>
      {children}
    </Container>
  );
}

/**
 * What the order confirmation's HTML says where the order goes, the same for every order (the
 * checkout's build renders the page once, for `/order-confirmation/_orderId`, and the shell's
 * servers serve it for every order number): the order is being read. The order itself (its
 * number, lines, payment, station) is the shopper's own: the browser draws it once the page is
 * live, from what the checkout kept, and it is never in HTML or a cache.
 */
export function OrderLoading() {
  return (
    <Typography role="status" sx={{ color: 'text.secondary' }}>
      Loading your order…
    </Typography>
  );
}
