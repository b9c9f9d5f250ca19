import { createElement, startTransition, useEffect, useState, useTransition, type ComponentType } from 'react';
import { useDrawingServerHtml, useLocation } from '@mimea/shared';
import { KeptPageNotice } from './kept-page-notice';
import { regionServerHtml } from '../../domain/region-server-html';
import { loadRemoteModule } from '../../domain/remotes/remote-registry';
import type { RemoteName } from '../../domain/remotes/runtime-config';

interface Props {
  remote: RemoteName;
  module: string;
  /** Why the module could not load: thrown for the region's fallback where the HTML cannot stay. */
  error: unknown;
  /** failed-parts.ts: the region shows a failure until the returned function is called. */
  showFailure: () => () => void;
}

/** The elements of the region's HTML, made once: no later render writes anything into them. */
function keptElements() {
  return regionServerHtml(document.getElementById('main'))?.map((node, key) =>
    'text' in node
      ? node.text
      : // Its attributes and its inner HTML are the server's, which React leaves as they are.
        createElement(node.tag, { key, suppressHydrationWarning: true, dangerouslySetInnerHTML: node.html === null ? undefined : { __html: node.html } }),
  );
}

/**
 * A page's region when its remote's code (its manifest, entry or a chunk) could not load
 * (remote-component.ts). Where React is hydrating the HTML the region arrived with, that HTML is
 * kept as it is: React hydrates each of its top-level elements as one whose inner HTML it never
 * touches, so the page stays readable, its pictures loaded, its links plain links (no script of
 * the remote handles them), and React reports no error. Throwing instead would make React throw
 * the shopper's page away for the fallback (a recoverable hydration error, #422). A notice above
 * it offers Retry, which draws the page in its place once the remote loads, without a reload.
 *
 * It throws for the fallback where the region arrived without its HTML (the browser draws it),
 * and at another address of the same route (the chrome's links): the HTML kept is not that page.
 */
function KeptServerHtml({ remote, module, error, showFailure }: Props) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // True only while React hydrates the page: the notice, not in its HTML, comes after.
  const hydrating = useDrawingServerHtml();
  // Read as React hydrates it, before anything has changed it.
  const [kept] = useState(() => (hydrating ? { at: here, elements: keptElements() } : null));
  const [retrying, startRetry] = useTransition();
  const [Page, setPage] = useState<ComponentType | null>(null);
  // While the page is kept, what would cover its notice (the fertilizer popup) waits.
  useEffect(() => (Page ? undefined : showFailure()), [Page, showFailure]);
  if (Page) return <Page />;
  if (!kept?.elements || kept.at !== here) throw error;
  // The page stays as it is while the remote loads again; still failing, the notice stays.
  const retry = () => {
    if (retrying) return;
    startRetry(async () => {
      const loaded = await loadRemoteModule<{ default: ComponentType }>(remote, module).catch(() => null);
      if (loaded) startTransition(() => setPage(() => loaded.default));
    });
  };
  return (
    <>
      {!hydrating && <KeptPageNotice retrying={retrying} onRetry={retry} />}
      {kept.elements}
    </>
  );
}

/**
 * The region's component, as a lazy component's module, when `remote`'s `module` could not load
 * (remote-component.ts): the kept page. `showFailure` is failed-parts.ts's; once the kept page
 * is gone (the shopper left, or the fallback took its place), `forget` makes the next visit load
 * the module anew.
 */
export default function keptPage(remote: RemoteName, module: string, error: unknown, showFailure: () => () => void, forget: () => void): { default: ComponentType } {
  return {
    default: function KeptPage() {
      useEffect(() => forget, []);
      return <KeptServerHtml remote={remote} module={module} error={error} showFailure={showFailure} />;
    },
  };
}
