import { useEffect, useRef } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { RefreshIcon, ShopAlert, ShopButton } from '@mimea/shared';
import { useOnline } from '../../components/offline/use-online';

interface Props {
  onRetry: () => void;
}

/** In place of the back office when its remote is down, broken, too slow, or the device offline. */
export function OfficeLoadFailed({ onRetry }: Props) {
  const retryRef = useRef<HTMLButtonElement>(null);
  const online = useOnline();
  useEffect(() => {
    retryRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Box component="main" sx={{ py: 6, px: 2, display: 'flex', justifyContent: 'center' }} data-remote-fallback="office">
      <ShopAlert
        severity="warning"
        role="alert"
        style={{ maxWidth: 560, width: '100%' }}
        title={online ? 'The back office could not be loaded' : "You're offline"}
        action={
          <ShopButton ref={retryRef} color="inherit" variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </ShopButton>
        }
      >
        {online
          ? 'Its server did not answer in time. Nothing was changed. Please try again in a moment.'
          : 'The back office needs a connection. Nothing was changed. Try again once you are back online.'}
      </ShopAlert>
    </Box>
  );
}
