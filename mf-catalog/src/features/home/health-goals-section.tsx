import { styled } from '@mimea/shared/ui/core';
import { GridList, Link as RouterLink } from '@mimea/shared';
import type { HealthGoalTile } from '../../domain/product-types';
import { CatalogIcon } from '../../components/icons/catalog-icons';
import { HomeSection } from './home-section';

/** A goal's tile: its emblem in a pale disc over its name; the page draws 24, one style for all. */
const GoalLink = styled(RouterLink)(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: theme.spacing(1.25),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  textAlign: 'center',
  textDecoration: 'none',
  '&:hover': { borderColor: theme.palette.primary.main, color: theme.palette.primary.main },
  '& > span:first-of-type': { width: 44, height: 44, borderRadius: '50%', backgroundColor: '#E8F2EA', display: 'grid', placeItems: 'center', color: theme.palette.primary.main },
  '& > span:last-of-type': { ...theme.typography.body2, fontWeight: 600, lineHeight: 1.25 },
}));

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
            <GoalLink to={`/shop?healthGoal=${encodeURIComponent(tile.value)}`}>
              <span>
                <CatalogIcon name={tile.icon} />
              </span>
              <span>{tile.name}</span>
            </GoalLink>
          </li>
        ))}
      </GridList>
    </HomeSection>
  );
}
