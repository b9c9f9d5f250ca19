import { Typography } from '@mimea/shared/ui/core';
import { Alert } from '@mimea/shared/ui/controls';
import type { QueryState } from '@mimea/shared';

/** The loading and error states of a catalogue query; nothing once it is ready. */
export function CatalogueView({ state }: { state: QueryState<unknown> }) {
  if (state.status === 'loading') return <Typography role="status" sx={{ my: 3 }}>Loading products...</Typography>;
  if (state.status === 'error')
    return (
      <Alert severity="error" sx={{ my: 3 }}>
        We couldn't load the products. Please check your connection and try again.
      </Alert>
    );
  return null;
}
