import { useEffect, useRef } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { RefreshIcon, chatLink, shopContacts } from '@mimea/shared';
import type { RemoteName } from './runtime-config';

/** Words for the shopper: which part of the shop is missing, not which server. */
const AREA_NAMES: Record<RemoteName, string> = {
  catalog: 'our product catalogue',
  checkout: 'the cart and checkout',
  content: 'this page',
  nopf: 'the NOPF fertilizer page',
};

interface Props {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown in place of a remote that is down, broken or too slow. */
export function RemoteFallback({ remote, onRetry }: Props) {
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    retryRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Box sx={{ py: 6, px: 2, display: 'flex', justifyContent: 'center' }} data-remote-fallback={remote}>
      <Alert
        severity="warning"
        role="alert"
        sx={{ maxWidth: 560, width: '100%' }}
        action={
          <Button ref={retryRef} color="inherit" variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>We couldn't load {AREA_NAMES[remote]}</AlertTitle>
        The rest of the shop still works and your cart is safe. Please try again in a moment, or order by phone on{' '}
        <a href={`tel:${shopContacts.phoneE164}`}>{shopContacts.phoneDisplay}</a> or{' '}
        <a href={chatLink('Hello, I would like to place an order.')} target="_blank" rel="noopener noreferrer">
          on WhatsApp
        </a>
        .
      </Alert>
    </Box>
  );
}
