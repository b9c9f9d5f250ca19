// What the office's pages know of the session (features/session/office-session.tsx provides it).
import { createContext, useContext } from 'react';
import type { OfficeApi } from '../../domain/office-api';
import type { OfficeSession } from '../../domain/office-types';

/** `undefined` while the session is being read; null when signed out. */
export type SessionState = OfficeSession | null | undefined;

export interface SessionApi {
  api: OfficeApi;
  session: SessionState;
  /** The session read failed: the service is not answering. */
  sessionFault: boolean;
  signedIn: (session: OfficeSession) => void;
  signedOut: () => void;
  passwordChanged: () => void;
  /** Changes the session as the office knows it (a second factor set up, a notice read). */
  updateSession: (change: (session: OfficeSession) => OfficeSession) => void;
  /** Runs `call`; a 401 in the middle opens the sign-in in place, then runs it again. */
  run: <T>(call: (api: OfficeApi) => Promise<T>) => Promise<T>;
  /** Bumped when something changes a badge of the chrome (a message marked replied). */
  overviewStamp: number;
  refreshOverview: () => void;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useOfficeSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useOfficeSession is used outside OfficeSessionProvider');
  return value;
}

