import { useCallback, useReducer, useRef } from 'react';
import { errorLogEntry, type ErrorLogEntry } from '../../domain/service-worker-test/error-log';
import { probeResource } from '../../domain/service-worker-test/probe-resource';
import { initialResourceTests, resourceTestsReducer, type ResourceTestsState } from '../../domain/service-worker-test/resource-tests';
import type { TestedResource } from '../../domain/service-worker-test/tested-resources';

interface Options {
  resources: readonly TestedResource[];
  /** Called once for each failed test of the current run. */
  onFailure: (entry: ErrorLogEntry) => void;
  /** Called when every test of the current run has finished. */
  onFinished: () => void;
}

/** Runs every resource test in parallel; a new run makes the results of an earlier one stale. */
export function useResourceTests({ resources, onFailure, onFinished }: Options): ResourceTestsState & { run: () => Promise<void> } {
  const [state, dispatch] = useReducer(resourceTestsReducer, initialResourceTests);
  const lastRun = useRef(0);

  const run = useCallback(async () => {
    const runId = ++lastRun.current;
    dispatch({ type: 'started', runId, resources });
    await Promise.all(
      resources.map(async ({ url }) => {
        try {
          const { size, loadTime } = await probeResource(url);
          dispatch({ type: 'succeeded', runId, url, size, loadTime });
        } catch (error) {
          const entry = errorLogEntry(url, error);
          dispatch({ type: 'failed', runId, url, message: entry.message });
          if (runId === lastRun.current) onFailure(entry);
        }
      }),
    );
    if (runId === lastRun.current) onFinished();
  }, [resources, onFailure, onFinished]);

  return { ...state, run };
}
