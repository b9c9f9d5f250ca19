import { useParams, useSearchParams } from '@mimea/shared';
import { Container, Typography } from '@mui/material';
import catalogue from '../data/catalogue';
import { CatalogueView } from '../features/products/catalogue-view';
import { useCatalogueQuery } from '../features/products/use-catalogue-query';

/** The shop (`/shop` and its category routes). The catalogue issue adds filters and pages. */
export default function ShopPage() {
  const [params] = useSearchParams();
  const { category: routeCategory } = useParams();
  const search = params.get('search')?.trim() ?? '';
  const category = routeCategory ?? params.get('category') ?? '';
  const state = useCatalogueQuery(async () => {
    const found = await catalogue.search(search);
    return category ? found.filter((product) => product.category === category) : found;
  }, `${search}|${category}`);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {search ? `Search Results for "${search}"` : 'Shop'}
      </Typography>
      <CatalogueView state={state} />
    </Container>
  );
}
