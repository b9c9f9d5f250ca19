import { styled } from '@mimea/shared/ui/core';
import { Link as RouterLink } from '@mimea/shared';

/**
 * A home page tile whose whole card is one link: MUI's outlined Card and CardActionArea (with its
 * hover and focus shade) drawn by one style for every tile of a section, not six components each.
 */
export const TileLink = styled(RouterLink)(({ theme }) => ({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    backgroundColor: 'currentColor',
    opacity: 0,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
  },
  '&:hover::after': { opacity: theme.palette.action.hoverOpacity },
  '&:focus-visible::after': { opacity: theme.palette.action.focusOpacity },
}));
