import { Box, Typography } from '@mimea/shared/ui/core';
import { Tag } from '@mimea/shared/ui/parts';
import type { HealthGoal } from '../../domain/product-types';
import { healthGoalLabels } from '../../domain/taxonomy';

/** Links to the shop for each of the product's goals, as /shop?goal=[goal] (the shop reads goal too). */
export function HealthGoalLinks({ goals }: { goals: readonly HealthGoal[] }) {
  if (goals.length === 0) return null;
  return (
    <Box>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.75 }}>
        Health Goals
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {goals.map((goal) => (
          <li key={goal}>
            <Tag to={`/shop?goal=${encodeURIComponent(goal)}`} tone="outlined" size="small">
              {healthGoalLabels[goal]}
            </Tag>
          </li>
        ))}
      </Box>
    </Box>
  );
}
