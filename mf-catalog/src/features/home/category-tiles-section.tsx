import { styled } from '@mimea/shared/ui/core';
import { GridList } from '@mimea/shared';
import type { CategoryTile } from '../../domain/product-types';
import { CatalogImage } from '../../components/images/catalog-image';
import { HomeSection } from './home-section';
import { TileLink } from './tile-link';

/** A category's tile: its picture and its name below, the whole of it one link. */
const CategoryLink = styled(TileLink)(({ theme }) => ({
  '& > span': {
    ...theme.typography.body1,
    padding: theme.spacing(1),
    textAlign: 'center',
    fontWeight: 700,
    fontSize: '0.85rem',
    [theme.breakpoints.up('md')]: { fontSize: '1rem' },
  },
}));

/** Shop By Category: six tiles, three columns on small and medium screens, six on large. */
export function CategoryTilesSection({ tiles }: { tiles: readonly CategoryTile[] }) {
  return (
    <HomeSection id="shop-by-category-title" title="Shop By Category" viewAllTo="/shop">
      <GridList columns={{ xs: 3, lg: 6 }}>
        {tiles.map((tile) => (
          <li key={tile.link}>
            <CategoryLink to={tile.link}>
              <CatalogImage src={tile.image} alt={`Assorted ${tile.name.toLowerCase()} products by Mimea Naturals`} kind="category" />
              <span>{tile.name}</span>
            </CategoryLink>
          </li>
        ))}
      </GridList>
    </HomeSection>
  );
}
