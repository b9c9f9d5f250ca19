import { HEALTH_GOALS, type HealthGoalTile } from './product-types';
import { healthGoalLabels } from './taxonomy';

/** The home page's Shop By Health Goals tiles: one per goal, in the order of HEALTH_GOALS. */
export const healthGoalTiles: HealthGoalTile[] = HEALTH_GOALS.map((goal) => ({
  name: healthGoalLabels[goal],
  value: goal,
  icon: goal,
}));
