import { useLocation } from '@mimea/shared';
import { useEffect } from 'react';

/** Every route change starts at the top of the page (purchase spec section 2.1). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
