import { styled } from '@mimea/shared/ui/core';

/**
 * MUI's outlined Paper (white, a divider-grey line, the theme's corners) with its 24 px padding,
 * as one styled element: Paper loaded MUI's controls group with the page. Its headings and text
 * are the browser's elements (`.panel-title`, `.panel-text`).
 */
export const OutlinedPanel = styled('div')(({ theme }) => ({
  padding: theme.spacing(3),
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '.panel-title': { ...theme.typography.h6, margin: 0, marginBottom: theme.spacing(1), fontWeight: 700 },
  '.panel-text': { ...theme.typography.body1, margin: 0, marginBottom: theme.spacing(2) },
}));
