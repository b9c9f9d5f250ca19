import { ShopAlert } from '@mimea/shared';
import { useOnline } from './use-online';

/** Tells an offline shopper what still works, above every page while the connection is gone. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <ShopAlert severity="info" role="status" style={{ borderRadius: 0, justifyContent: 'center' }} data-offline-notice>
      You're offline. Pages you've already visited still work; the rest will open when you're back online.
    </ShopAlert>
  );
}
