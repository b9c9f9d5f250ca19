import { Box, Link, Typography } from '@mimea/shared/ui/core';
import { GridList, Link as RouterLink } from '@mimea/shared';
import type { HealthGoalTile } from '../../domain/product-types';
import { CatalogIcon } from '../icons/catalog-icons';
import { HomeSection } from './home-section';

/**
 * Shop By Health Goals: a tile per goal, linking to /shop?healthGoal=[value]. Columns 4, 6 and 8
 * from small screens up as the spec has them; phones get 3 (see docs/deviations.md).
 */
export function HealthGoalsSection({ tiles }: { tiles: readonly HealthGoalTile[] }) {
  return (
    <HomeSection id="shop-by-goal-title" title="Shop By Health Goals" viewAllTo="/shop">
      <GridList columns={{ xs: 3, sm: 4, md: 6, lg: 8 }} gap={1.5}>
        {tiles.map((tile) => (
          <li key={tile.value}>
            <Link
              component={RouterLink}
              to={`/shop?healthGoal=${encodeURIComponent(tile.value)}`}
              underline="none"
              sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.75,
                p: 1.25,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'text.primary',
                textAlign: 'center',
                '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
              }}
            >
              <Box sx={{ width: 44, height: 44, borderRadius: '50%', bgcolor: '#E8F2EA', display: 'grid', placeItems: 'center', color: 'primary.main' }}>
                <CatalogIcon name={tile.icon} />
              </Box>
              <Typography component="span" variant="body2" sx={{ fontWeight: 600, lineHeight: 1.25 }}>
                {tile.name}
              </Typography>
            </Link>
          </li>
        ))}
      </GridList>
    </HomeSection>
  );
}
