import { Container, Typography } from '@mui/material';
import catalogue from '../data/catalogue';
import { CatalogueView } from '../features/products/catalogue-view';
import { useCatalogueQuery } from '../features/products/use-catalogue-query';

/** Home (`/`). The catalogue issue builds the full page of the storefront spec. */
export default function HomePage() {
  const state = useCatalogueQuery(() => catalogue.all(), 'all');
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Natural health products, delivered across Kenya
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
        Featured Products
      </Typography>
      <CatalogueView state={state} />
    </Container>
  );
}
