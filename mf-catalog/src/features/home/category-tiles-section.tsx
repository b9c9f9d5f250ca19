import { Typography } from '@mimea/shared/ui/core';
import { Card, CardActionArea } from '@mimea/shared/ui/controls';
import { GridList, Link as RouterLink } from '@mimea/shared';
import type { CategoryTile } from '../../domain/product-types';
import { CatalogImage } from '../products/catalog-image';
import { HomeSection } from './home-section';

/** Shop By Category: six tiles, three columns on small and medium screens, six on large. */
export function CategoryTilesSection({ tiles }: { tiles: readonly CategoryTile[] }) {
  return (
    <HomeSection id="shop-by-category-title" title="Shop By Category" viewAllTo="/shop">
      <GridList columns={{ xs: 3, lg: 6 }}>
        {tiles.map((tile) => (
          <li key={tile.link}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={tile.link} sx={{ height: '100%' }}>
                <CatalogImage src={tile.image} alt={`Assorted ${tile.name.toLowerCase()} products`} kind="category" />
                <Typography sx={{ p: 1, textAlign: 'center', fontWeight: 700, fontSize: { xs: '0.85rem', md: '1rem' } }}>{tile.name}</Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </GridList>
    </HomeSection>
  );
}
