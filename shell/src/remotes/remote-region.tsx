import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading } from './remote-loading';
import { loadRemoteModule } from './remote-registry';
import type { RemoteName } from './runtime-config';

interface Props {
  remote: RemoteName;
  /** The exposed module, without './': 'HomePage', 'CartPage', … */
  module: string;
  /** Shown while loading; pages default to a spinner, small regions pass null. */
  loading?: React.ReactNode;
  /** Shown instead of the Retry fallback, e.g. nothing for an optional popup. */
  fallback?: React.ReactNode;
}

interface ModuleWithDefault {
  default: ComponentType;
}

/**
 * One region of the page rendered by a remote, loaded only when this region renders.
 * A failure (down, broken, timeout, render error) stays inside the region; Retry builds a
 * new lazy component, because React caches a rejected one.
 */
export function RemoteRegion({ remote, module, loading = <RemoteLoading />, fallback }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemoteModule<ModuleWithDefault>(remote, module)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must build a new lazy component
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => fallback ?? <RemoteFallback remote={remote} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
