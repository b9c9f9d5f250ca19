// One answer of the office's API for a page: asked again when `load` changes (a page's filters,
// through useCallback) or on `reload` ("Try again"), an answer arriving after the page moved on
// dropped. `setData` lets the page show a change it made without asking again.
import { useEffect, useState } from 'react';
import type { OfficeApi } from '../../domain/office-api';
import { useOfficeSession } from '../../components/session/session-context';

export function useOfficeAnswer<T>(load: (api: OfficeApi) => Promise<T>) {
  const { run } = useOfficeSession();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [stamp, setStamp] = useState(0);

  useEffect(() => {
    let live = true;
    run(load).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setError(null);
      },
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [run, load, stamp]);

  return { data, setData, error, reload: () => setStamp((value) => value + 1) };
}
