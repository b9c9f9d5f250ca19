import { useMediaQuery, useTheme } from '@mimea/shared/ui/core';

/**
 * Below 768 px, the storefront spec's mobile breakpoint (the theme's `md`). False in a page's
 * server HTML and while the browser hydrates it (the server cannot know the screen), then the
 * screen's own: what must not move on a phone is sized by CSS breakpoints, not by this.
 */
export function useIsMobile(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'));
}
