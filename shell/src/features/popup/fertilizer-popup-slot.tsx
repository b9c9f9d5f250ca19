import { RemoteRegion } from '../remotes/remote-region';
import { useAfterPageLoad } from './use-after-page-load';

/**
 * Where the nopf remote's FertilizerPopup lives, app-wide. It is loaded only after the page has
 * rendered, so it never delays the first paint; it decides by itself when to show (marketing
 * ships it on its own cadence). When the nopf remote is down or slow, nothing shows at all: no
 * spinner, no Retry.
 */
export function FertilizerPopupSlot() {
  const ready = useAfterPageLoad();
  return ready ? <RemoteRegion remote="nopf" module="FertilizerPopup" loading={null} fallback={null} /> : null;
}
