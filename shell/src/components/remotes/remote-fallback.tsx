import { useEffect, useRef } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { RefreshIcon, ShopAlert, ShopButton, chatLink, shopContacts } from '@mimea/shared';
import { useOnline } from '../offline/use-online';
import { showFailure } from './failed-parts';
import type { StorefrontRemote } from '../../domain/remotes/runtime-config';

/**
 * Words for the shopper: which part of the shop is missing, not which server. The back office is
 * no shopper's: its page has a fallback of its own (features/office/office-load-failed.tsx).
 */
const AREA_NAMES: Record<StorefrontRemote, string> = {
  catalog: 'our product catalogue',
  checkout: 'the cart and checkout',
  content: 'this page',
  nopf: 'the NOPF fertilizer page',
};

/** How long after the connection is back the fallback tries again by itself. */
const RETRY_AFTER_RECONNECT_MS = 1000;

interface Props {
  remote: StorefrontRemote;
  onRetry: () => void;
}

/**
 * Shown in place of a remote that is down, broken or too slow, or that this device has not
 * stored yet while it is offline; then it tries again by itself when the connection is back.
 */
export function RemoteFallback({ remote, onRetry }: Props) {
  const retryRef = useRef<HTMLButtonElement>(null);
  const online = useOnline();
  const latestRetry = useRef(onRetry);
  useEffect(() => {
    latestRetry.current = onRetry;
  });
  const wasOffline = useRef(false);
  useEffect(() => {
    retryRef.current?.focus({ preventScroll: true });
    // What would cover it, the fertilizer popup, waits meanwhile.
    return showFailure();
  }, []);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    // A connection that has just come back often needs a moment before it carries requests.
    const timer = setTimeout(() => latestRetry.current(), RETRY_AFTER_RECONNECT_MS);
    return () => clearTimeout(timer);
  }, [online]);
  return (
    <Box sx={{ py: 6, px: 2, display: 'flex', justifyContent: 'center' }} data-remote-fallback={remote}>
      <ShopAlert
        severity="warning"
        role="alert"
        style={{ maxWidth: 560, width: '100%' }}
        title={online ? `We couldn't load ${AREA_NAMES[remote]}` : "You're offline"}
        action={
          <ShopButton ref={retryRef} color="inherit" variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </ShopButton>
        }
      >
        {online
          ? 'The rest of the shop still works and your cart is safe. Please try again in a moment. '
          : "This page hasn't been saved on this device yet, so it opens when you're back online. Pages you've already visited still work, and your cart is safe. "}
        You can also order by phone on{' '}
        <a href={`tel:${shopContacts.phoneE164}`}>{shopContacts.phoneDisplay}</a> or{' '}
        <a href={chatLink('Hello, I would like to place an order.')} target="_blank" rel="noopener noreferrer">
          on WhatsApp
        </a>
        .
      </ShopAlert>
    </Box>
  );
}
