import { createElement, Suspense, useState } from 'react';
import { FailureBoundary } from '@mimea/shared';
import { forgetRemoteComponent, remoteComponent } from '../../components/remotes/remote-component';
import { RemoteLoading } from '../../components/remotes/remote-loading';
import { OfficeLoadFailed } from './office-load-failed';

/**
 * mf-office's OfficeApp (docs/office.md), loaded through the shell's registry like any remote's
 * module (the runtime config's address, the same time budget, Retry re-registering the remote):
 * a loading state, then the office, or the office's own fallback with Retry.
 */
export function OfficeRegion() {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemoteComponent('office', 'OfficeApp');
    setAttempt((n) => n + 1);
  };
  // Cached per module in remote-component.ts, so it is the same component on every render.
  const office = createElement(remoteComponent('office', 'OfficeApp'));
  return (
    <FailureBoundary key={attempt} part="The back office" fallback={<OfficeLoadFailed onRetry={retry} />}>
      <Suspense fallback={<RemoteLoading />}>{office}</Suspense>
    </FailureBoundary>
  );
}
