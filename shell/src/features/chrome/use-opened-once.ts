import { useState } from 'react';

/**
 * True from the first time `open` is true, and then for good: a lazily loaded menu mounts on its
 * first opening and stays mounted, so it can animate closed and opens at once the next time.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
