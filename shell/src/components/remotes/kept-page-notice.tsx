import { Box } from '@mimea/shared/ui/core';
import { RefreshIcon, ShopAlert, ShopButton } from '@mimea/shared';
import { useOnline } from '../offline/use-online';

interface Props {
  retrying: boolean;
  onRetry: () => void;
}

/**
 * Above a page kept as it arrived whose remote's code could not load: small, polite (a status,
 * it takes no focus from what the shopper reads), with Retry.
 */
export function KeptPageNotice({ retrying, onRetry }: Props) {
  const online = useOnline();
  return (
    <Box sx={{ py: 2, px: 2, display: 'flex', justifyContent: 'center' }}>
      <ShopAlert
        severity="warning"
        role="status"
        style={{ maxWidth: 560, width: '100%' }}
        title={online ? "This page didn't finish loading" : "You're offline"}
        action={
          <ShopButton color="inherit" variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry} aria-disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </ShopButton>
        }
      >
        You can read this page and follow its links, but its buttons may not work until it loads{online ? '' : ", once you're back online"}.
      </ShopAlert>
    </Box>
  );
}
