import { lazy, Suspense } from 'react';
import { useLocation } from '@mimea/shared';
import { usePopupDecision } from './use-popup-decision';

// The dialog (and the MUI components it needs) is its own chunk, loaded only when the popup is
// to show: on most page loads it is not, and then only this small module has been downloaded.
const FertilizerDialog = lazy(() => import('./fertilizer-dialog').then((module) => ({ default: module.FertilizerDialog })));

/**
 * The fertilizer popup as the shell mounts it, once, app-wide: it decides by itself when to show
 * (use-popup-decision.ts) from the route it is on and the flags it stored.
 */
export default function FertilizerPopup() {
  const { pathname } = useLocation();
  const { open, close } = usePopupDecision(pathname);
  return open ? (
    <Suspense fallback={null}>
      <FertilizerDialog onClose={close} />
    </Suspense>
  ) : null;
}
