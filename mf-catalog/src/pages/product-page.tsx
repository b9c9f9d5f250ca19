import { Button, Container, Typography } from '@mui/material';
import { useNavigate, useParams, formatKES, useCart } from '@mimea/shared';
import catalogue from '../data/catalogue';
import { useCatalogueQuery } from '../features/products/use-catalogue-query';

/** The product page (`/product/:id`). The catalogue issue adds gallery, tabs and reviews. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { addToCart } = useCart();
  const state = useCatalogueQuery(() => catalogue.byId(id), id);
  if (state.status === 'loading') return <Container sx={{ py: 4 }} role="status">Loading product...</Container>;
  const product = state.status === 'ready' ? state.data : null;
  if (!product) {
    return (
      <Container maxWidth="md" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Product Not Found
        </Typography>
        <Typography sx={{ mb: 3 }}>The product you're looking for doesn't exist or has been removed.</Typography>
        <Button variant="contained" onClick={() => navigate(-1)}>
          Back to Shop
        </Button>
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {product.name}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{formatKES(product.price)}</Typography>
      <Typography sx={{ my: 2 }}>{product.shortDescription}</Typography>
      <Button variant="contained" disabled={product.stock <= 0} onClick={() => addToCart(product, 1, { fromProductPage: true })}>
        Add to Cart
      </Button>
    </Container>
  );
}
