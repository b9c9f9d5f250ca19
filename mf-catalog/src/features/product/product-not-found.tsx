import { Container, Typography } from '@mimea/shared/ui/core';
import { ShopButton, useNavigate } from '@mimea/shared';

/** Unknown product id (spec section 8). Back to Shop goes back one page, or to /shop when there is none. */
export function ProductNotFound() {
  const navigate = useNavigate();
  const back = () => {
    // A link opened in a new tab has no page to go back to within the shop.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/shop');
  };
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        Product Not Found
      </Typography>
      <Typography sx={{ mb: 3 }}>The product you're looking for doesn't exist or has been removed.</Typography>
      <ShopButton variant="contained" onClick={back}>
        Back to Shop
      </ShopButton>
    </Container>
  );
}
