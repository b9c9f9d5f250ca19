import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastWaiting } from './show-toast';

// notistack and its styles (~8 KB gzipped) load with the first toast, not with every page.
const ToastStack = lazy(() => import('./toast-stack'));

/** Where the page's toasts appear; draws nothing until the first toast (show-toast.ts). */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWaiting(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
