import { useEffect, useState } from 'react';

export type QueryState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Runs an async lookup (the catalogue, a federated module) and reports its loading, error and
 * ready states. `key` names the query: a new key starts a new lookup, and an answer for an old
 * key is dropped.
 */
export function useAsyncQuery<T>(query: () => Promise<T>, key: string): QueryState<T> {
  const [result, setResult] = useState<{ key: string; state: QueryState<T> } | null>(null);
  useEffect(() => {
    let current = true;
    const show = (state: QueryState<T>) => current && setResult({ key, state });
    query().then(
      (data) => show({ status: 'ready', data }),
      (error: unknown) => show({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the query
  }, [key]);
  return result?.key === key ? result.state : LOADING;
}
