import { Container, Typography } from '@mimea/shared/ui/core';
import { GridList, usePageMeta } from '@mimea/shared';
import { CategoryCard } from '../features/categories/category-card';
import { CATEGORY_OVERVIEW } from '../domain/category-overview';
import { categoriesPageMeta } from '../domain/page-meta/site-page-meta';

/** The category overview (`/categories`): six categories with their links into the shop. */
export default function CategoriesPage() {
  usePageMeta(categoriesPageMeta());
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        Shop by Category
      </Typography>
      <GridList columns={{ xs: 1, sm: 2, lg: 3 }} gap={2}>
        {CATEGORY_OVERVIEW.map((category) => (
          <CategoryCard key={category.category} category={category} />
        ))}
      </GridList>
    </Container>
  );
}
