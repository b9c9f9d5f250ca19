import { useEffect, useState } from 'react';
import { CLOSE_DELAY_MS } from '../../domain/popup/popup-timing';

/** False for the first CLOSE_DELAY_MS after the popup opened (it mounts with it), then true. */
export function useCloseHold(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setActive(true), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return active;
}
