import { Typography } from '@mimea/shared/ui/core';
import { ShopAlert, type QueryState } from '@mimea/shared';

/** The loading and error states of a catalogue query; nothing once it is ready. */
export function CatalogueView({ state }: { state: QueryState<unknown> }) {
  if (state.status === 'loading') return <Typography role="status" sx={{ my: 3 }}>Loading products...</Typography>;
  if (state.status === 'error')
    return (
      <ShopAlert severity="error" role="alert" style={{ margin: '24px 0' }}>
        We couldn't load the products. Please check your connection and try again.
      </ShopAlert>
    );
  return null;
}
