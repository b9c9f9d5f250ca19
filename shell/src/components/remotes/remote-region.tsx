import { createElement, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FailureBoundary } from '@mimea/shared';
import { forgetRemoteComponent, remoteComponent } from './remote-component';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading } from './remote-loading';
import { keepEarlyTyping } from '../../domain/keep-early-typing';
import type { StorefrontRemote } from '../../domain/remotes/runtime-config';

interface Props {
  remote: StorefrontRemote;
  /** The exposed module, without './': 'HomePage', 'CartPage', … */
  module: string;
  /** Shown while loading; pages default to a spinner, small regions pass null. */
  loading?: ReactNode;
  /** Shown instead of the Retry fallback, e.g. null (nothing) for an optional popup. */
  fallback?: ReactNode;
}

/** Its children; once they are in the page (hydrated from its HTML, or drawn), keeps what was typed early. */
function KeepEarlyTyping({ children }: { children: ReactNode }) {
  useEffect(() => keepEarlyTyping('region'), []);
  return children;
}

/**
 * One region of the page rendered by a remote, loaded only when this region renders.
 * A failure (down, broken, timeout, render error) stays inside the region, with Retry; where the
 * region arrived as HTML and its remote's code fails, that HTML stays (kept-server-html.tsx).
 */
export function RemoteRegion({ remote, module, loading = <RemoteLoading />, fallback }: Props) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemoteComponent(remote, module);
    setAttempt((n) => n + 1);
  };
  // Cached per module in remote-component.ts, so it is the same component on every render. A
  // page's region (one with the fallback) may keep the HTML it arrived with.
  const page = createElement(remoteComponent(remote, module, fallback === undefined));
  return (
    <FailureBoundary key={attempt} part={`The ${remote} part of the shop`} fallback={fallback === undefined ? <RemoteFallback remote={remote} onRetry={retry} /> : fallback}>
      <Suspense fallback={loading}>
        <KeepEarlyTyping>{page}</KeepEarlyTyping>
      </Suspense>
    </FailureBoundary>
  );
}
