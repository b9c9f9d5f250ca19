import { useCallback, useEffect, useState } from 'react';
import { popupContext, shouldShowPopup } from '../../domain/popup/popup-rules';
import { browserStorage, writeLastSeen, writeNopfSeen } from '../../domain/popup/popup-storage';
import { DECISION_DELAY_MS } from '../../domain/popup/popup-timing';

/**
 * Whether the fertilizer popup is open at `pathname`, and how to close it.
 * The decision is made DECISION_DELAY_MS after the popup is mounted (purchase spec section 4),
 * again whenever the shopper moves to another kind of page (onto /nopf, or off a purchase page
 * where it waited), and the popup shows at most once per page load. Closing stores the time and,
 * on /nopf, sets the landing page's seen flag for good.
 */
export function usePopupDecision(pathname: string): { open: boolean; close: () => void } {
  const context = popupContext(pathname);
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (shown || context === 'purchase') return undefined;
    const timer = setTimeout(() => {
      if (shouldShowPopup(context, browserStorage(), Date.now())) setShown(true);
    }, DECISION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [context, shown]);

  const close = useCallback(() => {
    const storage = browserStorage();
    writeLastSeen(storage, Date.now());
    if (context === 'nopf') writeNopfSeen(storage);
    setClosed(true);
  }, [context]);

  // A purchase page is never covered, even when the browser's Back button leads to one.
  return { open: shown && !closed && context !== 'purchase', close };
}
