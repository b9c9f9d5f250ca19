import { useCallback, useEffect, useState } from 'react';
import { startRemoteRegistry } from '../../domain/remotes/remote-registry';
import { testedResources, type TestedResource } from '../../domain/service-worker-test/tested-resources';

export type TestedResourcesState =
  | { state: 'loading'; resources: readonly TestedResource[] }
  | { state: 'ready'; resources: readonly TestedResource[] }
  | { state: 'failed'; resources: readonly TestedResource[]; message: string };

const NONE: readonly TestedResource[] = [];

/** The resources to test, from the shop's runtime config; `reload` reads it again after a failure. */
export function useTestedResources(): TestedResourcesState & { reload: () => void } {
  const [status, setStatus] = useState<TestedResourcesState>({ state: 'loading', resources: NONE });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    startRemoteRegistry().then(
      (config) => {
        if (current) setStatus({ state: 'ready', resources: testedResources(config, window.location.origin) });
      },
      (error: unknown) => {
        if (current) setStatus({ state: 'failed', resources: NONE, message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setStatus({ state: 'loading', resources: NONE });
    setAttempt((n) => n + 1);
  }, []);

  return { ...status, reload };
}
