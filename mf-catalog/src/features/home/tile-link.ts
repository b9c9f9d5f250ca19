import { styled } from '@mimea/shared/ui/core';
import { actionAreaShade, cardSurface, Link as RouterLink } from '@mimea/shared';

/**
 * A home page tile whose whole card is one link: MUI's outlined Card and CardActionArea (with its
 * hover and focus shade) drawn by one style for every tile of a section, not six components each.
 */
export const TileLink = styled(RouterLink)(({ theme }) => ({ ...cardSurface(theme), ...actionAreaShade(theme) }));
