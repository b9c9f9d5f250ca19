import { Box } from '@mimea/shared/ui/core';
import { ShopSpinner } from '@mimea/shared';

/** Shown while a remote loads; the layout's main region keeps the footer below the fold meanwhile. */
export function RemoteLoading() {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <ShopSpinner size={28} />
      <span>Loading…</span>
    </Box>
  );
}
