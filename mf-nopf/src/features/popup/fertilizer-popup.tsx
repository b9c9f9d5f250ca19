import { useLocation } from '@mimea/shared';
import { FertilizerDialog } from './fertilizer-dialog';
import { usePopupDecision } from './use-popup-decision';

/**
 * The fertilizer popup as the shell mounts it, once, app-wide: it decides by itself when to show
 * (use-popup-decision.ts) from the route it is on and the flags it stored.
 */
export default function FertilizerPopup() {
  const { pathname } = useLocation();
  const { open, close } = usePopupDecision(pathname);
  return open ? <FertilizerDialog onClose={close} /> : null;
}
