import { RemoteRegion } from '../../components/remotes/remote-region';
import { useRegionFailed } from '../../components/remotes/failed-parts';
import { useAfterPageLoad } from './use-after-page-load';

/**
 * Where the nopf remote's FertilizerPopup lives, app-wide. It is loaded only after the page has
 * rendered, so it never delays the first paint; it decides by itself when to show (marketing
 * ships it on its own cadence). When the nopf remote is down or slow, nothing shows at all: no
 * spinner, no Retry.
 *
 * Never over a part of the page that failed: a modal popup would make its Retry unreachable for
 * the popup's 8-second hold, over a page that is not working. While a fallback or a kept page's
 * notice shows, the popup is not mounted (and leaves if it was open); it comes once the page is
 * whole again, after Retry or on the next page, as on any other.
 */
export function FertilizerPopupSlot() {
  const ready = useAfterPageLoad();
  const regionFailed = useRegionFailed();
  return ready && !regionFailed ? <RemoteRegion remote="nopf" module="FertilizerPopup" loading={null} fallback={null} /> : null;
}
