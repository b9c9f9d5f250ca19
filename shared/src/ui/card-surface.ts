import type { Theme } from '@mui/material';

/** MUI's outlined Paper: the paper's colours, a divider-grey line and the theme's corners. */
export function outlinedSurface(theme: Theme) {
  const { palette } = theme;
  return {
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  } as const;
}

/**
 * MUI's outlined Card as style rules for the browser's own element (a product card, an article
 * card, a tile): one style for a whole card, where MUI's Card, CardContent and Typography were a
 * dozen components each to hydrate. A column that fills its grid cell.
 */
export function cardSurface(theme: Theme) {
  return {
    ...outlinedSurface(theme),
    position: 'relative',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
  } as const;
}

/**
 * MUI's CardActionArea on a card that is one link: the shade it lays over the card on hover and
 * on the keyboard's focus, drawn by the link's `::after` (the link must be `position: relative`,
 * as `cardSurface` makes it).
 */
export function actionAreaShade(theme: Theme) {
  const { palette, transitions } = theme;
  return {
    textDecoration: 'none',
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      backgroundColor: 'currentColor',
      opacity: 0,
      transition: transitions.create('opacity', { duration: transitions.duration.short }),
    },
    '&:hover::after': { opacity: palette.action.hoverOpacity },
    '&:focus-visible::after': { opacity: palette.action.focusOpacity },
  } as const;
}
