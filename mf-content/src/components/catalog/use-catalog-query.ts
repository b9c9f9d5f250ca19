import { useState } from 'react';
import { useAsyncQuery, type QueryState } from '@mimea/shared';
import { loadCatalogue, type Catalogue } from './catalog-modules';

/**
 * Asks the catalog remote's `catalogue` something. While the catalog cannot be loaded (down,
 * slow) the state is an error, and `retry` asks again: the host forgets the failure first.
 * Not in this remote's rendered HTML: the catalog's answer is the catalog's, as of now, so the
 * page arrives with its loading state and the browser asks once the page is live.
 */
export function useCatalogQuery<T>(query: (catalogue: Catalogue) => Promise<T>, key: string): { state: QueryState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const state = useAsyncQuery(async () => query(await loadCatalogue()), `${key}#${attempt}`, { inServerHtml: false });
  return { state, retry: () => setAttempt((n) => n + 1) };
}
