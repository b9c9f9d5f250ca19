import { useSyncExternalStore } from 'react';
import { shopConnectivity } from '../../domain/offline/connectivity';

/** Whether the shop can reach its servers (connectivity.ts), updated as that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(shopConnectivity.subscribe, shopConnectivity.isOnline, () => true);
}
