import { Box } from '@mimea/shared/ui/core';
import { ShopAlert, ShopButton } from '@mimea/shared';

/** In place of one of the shell's own lazily loaded pages whose code could not be fetched. */
export function PageLoadFailed() {
  return (
    <Box sx={{ py: 6, px: 2, display: 'flex', justifyContent: 'center' }}>
      <ShopAlert
        severity="warning"
        role="alert"
        style={{ maxWidth: 560, width: '100%' }}
        title="This page could not load"
        action={
          <ShopButton color="inherit" variant="outlined" onClick={() => window.location.reload()}>
            Reload
          </ShopButton>
        }
      >
        Please check your connection and reload the page. The rest of the shop still works.
      </ShopAlert>
    </Box>
  );
}
