import { Link as RouterLink } from '@mimea/shared';
import { Container, Link, List, ListItem, Typography } from '@mui/material';

const categories = [
  { name: 'Supplements', to: '/shop/supplements' },
  { name: 'Skincare', to: '/shop/skincare' },
  { name: 'Dental Care', to: '/shop/dental-care' },
  { name: 'Sexual Wellness', to: '/shop/sexual-wellness' },
  { name: 'Agricultural', to: '/shop/agricultural' },
  { name: 'Health Packages', to: '/shop/health-packages' },
];

/** The category overview (`/categories`). The catalogue issue adds subcategory links. */
export default function CategoriesPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Shop by Category
      </Typography>
      <List>
        {categories.map((category) => (
          <ListItem key={category.to}>
            <Link component={RouterLink} to={category.to}>
              {category.name}
            </Link>
          </ListItem>
        ))}
      </List>
    </Container>
  );
}
