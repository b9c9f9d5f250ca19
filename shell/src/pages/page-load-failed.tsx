import { Box } from '@mimea/shared/ui/core';
import { Alert, AlertTitle, Button } from '@mimea/shared/ui/controls';

/** In place of one of the shell's own lazily loaded pages whose code could not be fetched. */
export function PageLoadFailed() {
  return (
    <Box sx={{ py: 6, px: 2, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="warning"
        role="alert"
        sx={{ maxWidth: 560, width: '100%' }}
        action={
          <Button color="inherit" variant="outlined" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        <AlertTitle>This page could not load</AlertTitle>
        Please check your connection and reload the page. The rest of the shop still works.
      </Alert>
    </Box>
  );
}
