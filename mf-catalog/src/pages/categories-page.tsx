import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { Card, CardContent, Link } from '@mimea/shared/ui/controls';
import { GridList, Link as RouterLink, shopColors, usePageMeta } from '@mimea/shared';
import { CatalogIcon } from '../features/icons/catalog-icons';
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
          <li key={category.category}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
                  <CatalogIcon name={category.category} style={{ color: shopColors.forest }} />
                  <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                    <Link component={RouterLink} to={`/shop/${category.category}`} underline="hover" color="inherit">
                      {category.name}
                    </Link>
                  </Typography>
                </Box>
                <Box component="ul" sx={{ m: 0, pl: 4.5 }}>
                  {category.links.map((link) => (
                    <li key={link.to}>
                      <Link component={RouterLink} to={link.to} underline="hover">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </li>
        ))}
      </GridList>
    </Container>
  );
}
