import { useState } from 'react';
import { useDrawingServerHtml } from '@mimea/shared';

/**
 * Runs `adjust` once, in the first render after the browser hydrated the page's server HTML, which
 * was drawn with an empty cart (emptyShopState): where a state first read from the cart (a resumed
 * M-Pesa payment) is read again from the shopper's own. State set in `adjust` re-renders at once
 * (React's adjusting state while rendering). Never in a page the browser draws itself.
 */
export function useOnHydrated(adjust: () => void): void {
  const drawing = useDrawingServerHtml();
  const [hydrating, setHydrating] = useState(drawing);
  if (hydrating && !drawing) {
    setHydrating(false);
    adjust();
  }
}
