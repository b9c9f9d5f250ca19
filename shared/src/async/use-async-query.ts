import { use, useEffect, useState } from 'react';
import { useFirstDrawnAsServerHtml } from '../server-html/use-drawing-server-html';

export type QueryState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

interface Settling {
  done: Promise<void>;
  state?: QueryState<unknown>;
}

/** The answers a page's first render waits for, by key (see `useAsyncQuery`). */
const settling = new Map<string, Settling>();

function settle(key: string, query: () => Promise<unknown>): Settling {
  let entry = settling.get(key);
  if (!entry) {
    const started: Settling = {
      done: query().then(
        (data) => void (started.state = { status: 'ready', data }),
        (error: unknown) => void (started.state = { status: 'error', error: asError(error) }),
      ),
    };
    entry = started;
    settling.set(key, entry);
  }
  return entry;
}

/**
 * Forgets every answer kept for a first render: a server whose data changed (the catalogue's
 * revision, shared/build/render-on-demand.mjs) renders its next pages with new answers. Kept
 * answers are otherwise for good: a build's or a page's data does not change under it.
 */
export function forgetServerAnswers(): void {
  settling.clear();
}

/**
 * Runs an async lookup (the catalogue, a federated module) and reports its loading, error and
 * ready states. `key` names the query: a new key starts a new lookup, and an answer for an old
 * key is dropped.
 *
 * A page that arrives as HTML was rendered with the answer, not its loading state: while that
 * HTML is rendered (on the server) or hydrated (in the browser), the first render waits for the
 * answer (it suspends, and React keeps the HTML in place meanwhile), so both draw the same.
 * `inServerHtml: false` is for what the server cannot answer (another remote's modules): the
 * HTML has its loading state, and the browser asks once the page is hydrated.
 */
export function useAsyncQuery<T>(query: () => Promise<T>, key: string, { inServerHtml = true }: { inServerHtml?: boolean } = {}): QueryState<T> {
  // Only the first key of a component drawn as server HTML waits: a later key (the shopper's
  // next filter) shows the loading state, as a page drawn in the browser does.
  const drawnAsServerHtml = useFirstDrawnAsServerHtml();
  const [firstKey] = useState(key);
  let first: QueryState<T> | undefined;
  if (drawnAsServerHtml && inServerHtml && key === firstKey) {
    const entry = settle(key, query);
    use(entry.done);
    first = entry.state as QueryState<T> | undefined;
  }
  const [result, setResult] = useState<{ key: string; state: QueryState<T> } | null>(() => (first ? { key, state: first } : null));
  useEffect(() => {
    if (result?.key === key) return undefined; // answered while the HTML was drawn
    let current = true;
    const show = (state: QueryState<T>) => current && setResult({ key, state });
    query().then(
      (data) => show({ status: 'ready', data }),
      (error: unknown) => show({ status: 'error', error: asError(error) }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the query
  }, [key]);
  return result?.key === key ? result.state : LOADING;
}
