// The signed-in person, the API client holding their CSRF token (in memory only), and the
// sign-in in place: a call refused with 401 `signed-out` opens the sign-in dialog and, once signed
// in, runs again as it was (the same expectedVersion, the same reason): nothing typed is lost. A
// call refused with 403 `enrol` (the owner now requires a second factor) leads to its set-up.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { OfficeApi } from '../../domain/office-api';
import { isFault, OfficeError } from '../../domain/office-fault';
import type { OfficeSession } from '../../domain/office-types';
import { SessionContext, type SessionApi, type SessionState } from '../../components/session/session-context';
import { SignInDialog } from './sign-in-dialog';

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function OfficeSessionProvider({ api: givenApi, children }: { api?: OfficeApi; children: ReactNode }) {
  const [api] = useState(() => givenApi ?? new OfficeApi());
  const [session, setSession] = useState<SessionState>(undefined);
  const [sessionFault, setSessionFault] = useState(false);
  const [overviewStamp, setOverviewStamp] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const waiters = useRef<Waiter[]>([]);

  useEffect(() => {
    let live = true;
    api.session().then(
      (found) => live && setSession(found),
      () => {
        if (!live) return;
        setSessionFault(true);
        setSession(null);
      },
    );
    return () => {
      live = false;
    };
  }, [api]);

  const signedIn = useCallback((next: OfficeSession) => {
    setSessionFault(false);
    setSession(next);
  }, []);
  const signedOut = useCallback(() => setSession(null), []);
  const passwordChanged = useCallback(() => setSession((current) => (current ? { ...current, mustChangePassword: false } : current)), []);
  const updateSession = useCallback((change: (current: OfficeSession) => OfficeSession) => setSession((current) => (current ? change(current) : current)), []);
  const refreshOverview = useCallback(() => setOverviewStamp((stamp) => stamp + 1), []);

  const signInAgain = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        waiters.current.push({ resolve, reject });
        setDialogOpen(true);
      }),
    [],
  );

  const run = useCallback(
    async <T,>(call: (client: OfficeApi) => Promise<T>): Promise<T> => {
      for (;;) {
        try {
          return await call(api);
        } catch (error) {
          // The owner required a second factor meanwhile: the office asks for it before anything else.
          if (isFault(error, 'forbidden') && error.fault.code === 'enrol') setSession((current) => (current ? { ...current, mustEnrol: true } : current));
          if (!isFault(error, 'signed-out')) throw error;
          await signInAgain();
        }
      }
    },
    [api, signInAgain],
  );

  const settle = (next: OfficeSession | null) => {
    setDialogOpen(false);
    const waiting = waiters.current.splice(0);
    if (next) {
      signedIn(next);
      for (const waiter of waiting) waiter.resolve();
    } else {
      for (const waiter of waiting) waiter.reject(new OfficeError({ kind: 'signed-out' }));
    }
  };

  const value = useMemo<SessionApi>(
    () => ({ api, session, sessionFault, signedIn, signedOut, passwordChanged, updateSession, run, overviewStamp, refreshOverview }),
    [api, session, sessionFault, signedIn, signedOut, passwordChanged, updateSession, run, overviewStamp, refreshOverview],
  );
  return (
    <SessionContext.Provider value={value}>
      {children}
      <SignInDialog open={dialogOpen} username={session?.account.username ?? ''} onSignedIn={(next) => settle(next)} onClose={() => settle(null)} />
    </SessionContext.Provider>
  );
}
