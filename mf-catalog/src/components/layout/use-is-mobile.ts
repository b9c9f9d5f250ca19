import { useHydratedValue } from '@mimea/shared';
import { useTheme } from '@mimea/shared/ui/core';
import { useMediaQuery } from './use-media-query';

/**
 * Below 768 px, the storefront spec's mobile breakpoint (the theme's `md`). False in a page's
 * server HTML and while the browser hydrates it (the server cannot know the screen), then the
 * screen's own: what must not move on a phone is sized by CSS breakpoints, not by this.
 *
 * The screen is read at once (`readWhileHydrating`) and applied after hydration in a transition: with MUI's
 * server default instead, React re-rendered every user (the shop's whole listing, every
 * carousel of the home page) synchronously on a phone when hydration ended, one long task each.
 */
export function useIsMobile(): boolean {
  const theme = useTheme();
  return useHydratedValue(false, useMediaQuery(theme.breakpoints.down('md').replace(/^@media ?/, ''), { readWhileHydrating: true }));
}
