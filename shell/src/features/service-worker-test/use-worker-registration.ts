import { useCallback, useEffect, useState } from 'react';
import { registerShopWorker, serviceWorkersSupported, shopWorkerRegistration, unregisterShopWorker } from '../../domain/offline/service-worker-control';

export type WorkerStatus = 'checking' | 'registered' | 'not-registered';

export interface WorkerRegistration {
  status: WorkerStatus;
  /** False where the browser has no service workers (an insecure origin, jsdom). */
  supported: boolean;
  register: () => Promise<void>;
  /** Resolves true when the worker (and the shop's cache with it) was removed. */
  unregister: () => Promise<boolean>;
}

async function readStatus(): Promise<WorkerStatus> {
  try {
    return (await shopWorkerRegistration()) ? 'registered' : 'not-registered';
  } catch (error) {
    console.error('Could not read the service worker registration.', error);
    return 'not-registered';
  }
}

/**
 * The shop's service worker: registered or not, and the buttons' actions. Failures are only
 * written to the console (purchase spec section 2.12), and the status is read again.
 */
export function useWorkerRegistration(): WorkerRegistration {
  const [status, setStatus] = useState<WorkerStatus>('checking');

  useEffect(() => {
    let current = true;
    void readStatus().then((read) => {
      if (current) setStatus(read);
    });
    return () => {
      current = false;
    };
  }, []);

  const check = useCallback(async () => setStatus(await readStatus()), []);

  const register = useCallback(async () => {
    try {
      setStatus((await registerShopWorker()) ? 'registered' : 'not-registered');
    } catch (error) {
      console.error('Service worker registration failed.', error);
      await check();
    }
  }, [check]);

  const unregister = useCallback(async () => {
    try {
      await unregisterShopWorker();
      setStatus('not-registered');
      return true;
    } catch (error) {
      console.error('Service worker unregistration failed.', error);
      await check();
      return false;
    }
  }, [check]);

  return { status, supported: serviceWorkersSupported(), register, unregister };
}
