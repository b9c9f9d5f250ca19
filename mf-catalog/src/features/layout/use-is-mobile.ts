import { useMediaQuery, useTheme } from '@mimea/shared/ui/core';

/** Below 768 px, the storefront spec's mobile breakpoint (the theme's `md`). */
export function useIsMobile(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
