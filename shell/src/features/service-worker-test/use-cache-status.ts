import { useCallback, useEffect, useRef, useState } from 'react';
import { CACHE_NAME } from '../../domain/offline/cache-rules';
import { clearShopCache } from '../../domain/offline/service-worker-control';
import { EMPTY_CACHE_REPORT, inspectShopCache, type CacheReport } from '../../domain/service-worker-test/cache-inspection';
import { errorLogEntry, type ErrorLogEntry } from '../../domain/service-worker-test/error-log';

/** The message logged, and shown in Cache Details, when the cache cannot be read. */
export const CACHE_CHECK_FAILED = 'Cache check failed';

export interface CacheStatus {
  state: 'checking' | 'ready' | 'failed';
  /** The last report read; empty while checking the first time and after a failure. */
  report: CacheReport;
}

export interface CacheControls extends CacheStatus {
  refresh: () => Promise<void>;
  clear: () => Promise<void>;
  /** Shows an empty cache at once (after the worker and its cache were removed). */
  reset: () => void;
}

/** The shop's cache as the page shows it; a failed check is added to the error log. */
export function useCacheStatus(onFailure: (entry: ErrorLogEntry) => void): CacheControls {
  const [status, setStatus] = useState<CacheStatus>({ state: 'checking', report: EMPTY_CACHE_REPORT });
  // Only the latest check may change what is shown.
  const latest = useRef(0);

  /** Reads the cache for check number `check`; a later check makes its answer stale. */
  const inspect = useCallback(
    (check: number) =>
      inspectShopCache().then(
        (report) => {
          if (check === latest.current) setStatus({ state: 'ready', report });
        },
        (error: unknown) => {
          if (check !== latest.current) return;
          setStatus({ state: 'failed', report: EMPTY_CACHE_REPORT });
          onFailure(errorLogEntry(CACHE_NAME, error, new Date(), CACHE_CHECK_FAILED));
        },
      ),
    [onFailure],
  );

  useEffect(() => {
    void inspect(++latest.current);
  }, [inspect]);

  const refresh = useCallback(async () => {
    const check = ++latest.current;
    setStatus((previous) => ({ ...previous, state: 'checking' }));
    await inspect(check);
  }, [inspect]);

  const clear = useCallback(async () => {
    try {
      await clearShopCache();
    } catch (error) {
      console.error('Clearing the cache failed.', error);
    }
    await refresh();
  }, [refresh]);

  const reset = useCallback(() => {
    latest.current += 1;
    setStatus({ state: 'ready', report: EMPTY_CACHE_REPORT });
  }, []);

  return { ...status, refresh, clear, reset };
}
