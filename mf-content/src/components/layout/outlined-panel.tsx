import { styled } from '@mimea/shared/ui/core';
import { outlinedSurface } from '@mimea/shared';

/**
 * MUI's outlined Paper (white, a divider-grey line, the theme's corners) with its 24 px padding,
 * as one styled element: Paper loaded MUI's controls group with the page. Its headings and text
 * are the browser's elements (`.panel-title`, `.panel-text`).
 */
export const OutlinedPanel = styled('div')(({ theme }) => ({
  ...outlinedSurface(theme),
  padding: theme.spacing(3),
  '.panel-title': { ...theme.typography.h6, margin: 0, marginBottom: theme.spacing(1), fontWeight: 700 },
  '.panel-text': { ...theme.typography.body1, margin: 0, marginBottom: theme.spacing(2) },
}));
