import { useEffect, useState } from 'react';

export type QueryState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

/** Runs an async catalogue lookup and reports loading, error and ready states. */
export function useCatalogueQuery<T>(query: () => Promise<T>, key: string): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    query().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the query
  }, [key]);
  return state;
}
