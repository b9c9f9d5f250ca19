// Why a call of the office's API did not do what was asked, as the pages tell it
// (docs/office.md: refused calls, and "What a person typed survives a fault").
import type { OfficeOrder } from './office-types';

export type SignInRefusal = 'invalid' | 'code-required' | 'code-wrong' | 'locked' | 'throttled';

export type OfficeFault =
  /** No session, or it ended: sign in again (in place, then the call runs again). */
  | { kind: 'signed-out' }
  /** No answer (network error, 502/503/504) or an answer that makes no sense. */
  | { kind: 'service-down' }
  | { kind: 'sign-in'; refusal: SignInRefusal; retryAfterSeconds: number | null }
  /** Someone changed the order first: `order` is how it is now. */
  | { kind: 'changed'; message: string; order: OfficeOrder }
  | { kind: 'not-allowed'; message: string }
  | { kind: 'forbidden'; code: 'csrf' | 'role' | 'password-change' }
  | { kind: 'invalid-input'; message: string }
  | { kind: 'not-found' }
  | { kind: 'too-many'; retryAfterSeconds: number | null };

export const SERVICE_DOWN_MESSAGE = 'The order service is not answering. Nothing was changed; what you typed is kept.';

export class OfficeError extends Error {
  constructor(readonly fault: OfficeFault) {
    super(`Office call refused: ${fault.kind}`);
    this.name = 'OfficeError';
  }
}

export function isFault<K extends OfficeFault['kind']>(error: unknown, kind: K): error is OfficeError & { fault: Extract<OfficeFault, { kind: K }> } {
  return error instanceof OfficeError && error.fault.kind === kind;
}

/** `minutes` as words: "1 minute", "15 minutes". */
function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What the sign-in form says to a refused sign-in. */
export function signInMessage(refusal: SignInRefusal, retryAfterSeconds: number | null): string {
  switch (refusal) {
    case 'invalid':
      return 'The username or password is wrong.';
    case 'code-required':
      return 'Type the 6-digit code from your authenticator app.';
    case 'code-wrong':
      return 'That code is wrong or was already used. Type the code your app shows now.';
    case 'locked':
      return `Too many failed attempts: this account is locked. Try again in ${minutesText(retryAfterSeconds ?? 60)}.`;
    case 'throttled':
      return 'Too many sign-in attempts from this network. Wait a minute and try again.';
  }
}

/** What a page says to a fault of a call other than the sign-in. */
export function faultMessage(error: unknown): string {
  if (!(error instanceof OfficeError)) return SERVICE_DOWN_MESSAGE;
  const { fault } = error;
  switch (fault.kind) {
    case 'service-down':
      return SERVICE_DOWN_MESSAGE;
    case 'signed-out':
      return 'Your session ended. Sign in again.';
    case 'sign-in':
      return signInMessage(fault.refusal, fault.retryAfterSeconds);
    case 'changed':
    case 'not-allowed':
    case 'invalid-input':
      return fault.message;
    case 'forbidden':
      if (fault.code === 'role') return 'Only the owner may do this.';
      if (fault.code === 'password-change') return 'Choose a new password first (Account).';
      return 'The page is out of date. Reload it and try again.';
    case 'not-found':
      return 'Not found.';
    case 'too-many':
      return 'Too many requests. Wait a minute and try again.';
  }
}
