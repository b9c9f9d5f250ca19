import { Container, Typography, useTheme } from '@mimea/shared/ui/core';
import { CartIcon, ShopButton } from '@mimea/shared';

/** 'Your cart is empty', with the way back to the shop (under the page's own heading when given). */
export function EmptyCart({ heading, detail }: { heading?: string; detail?: string }) {
  const { palette } = useTheme();
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <CartIcon style={{ fontSize: 56, color: palette.text.secondary }} />
      {heading && (
        <Typography variant="h4" component="h1" gutterBottom>
          {heading}
        </Typography>
      )}
      <Typography variant={heading ? 'h5' : 'h4'} component={heading ? 'h2' : 'h1'} gutterBottom>
        Your cart is empty
      </Typography>
      {detail && <Typography sx={{ mb: 2 }}>{detail}</Typography>}
      <ShopButton to="/shop" variant="contained">
        Continue Shopping
      </ShopButton>
    </Container>
  );
}
