// Why a call of the office's API did not do what was asked, as the pages tell it
// (docs/office.md: refused calls, and "What a person typed survives a fault").
import type { OfficeOrder, Problem } from './office-types';

/**
 * Why a sign-in was refused: a wrong username, password or code all answer `invalid` (one answer
 * says nothing of which was right); `code-required` asks for the second factor; `expired`, a
 * one-time password past its 24 hours; `throttled`, too many failures (429, with the wait).
 */
export type SignInRefusal = 'invalid' | 'code-required' | 'expired' | 'throttled';

export type OfficeFault =
  /** No session, or it ended: sign in again (in place, then the call runs again). */
  | { kind: 'signed-out' }
  /** No answer (network error, 502/503/504) or an answer that makes no sense. */
  | { kind: 'service-down' }
  | { kind: 'sign-in'; refusal: SignInRefusal; retryAfterSeconds: number | null }
  /** The hand-over's order number or national ID is not the order's: the service's words. */
  | { kind: 'handover-mismatch'; message: string }
  /** Someone changed the order first: `order` is how it is now. */
  | { kind: 'changed'; message: string; order: OfficeOrder }
  | { kind: 'not-allowed'; message: string }
  /** `message`: the service's words ("Only the owner or a manager may do this."), when it gave them. */
  | { kind: 'forbidden'; code: 'csrf' | 'role' | 'password-change' | 'enrol'; message: string | null }
  /** `problems`: each field's, for a form to show beside its field. */
  | { kind: 'invalid-input'; message: string; problems: Problem[] }
  /** `message`: the service's own words ("There is no order with this ID."), when it gave them. */
  | { kind: 'not-found'; message: string | null }
  /** The body was larger than the shop's servers take (413). */
  | { kind: 'too-large' }
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

const plural = (count: number, one: string) => (count === 1 ? `1 ${one}` : `${count} ${one}s`);

/** A wait as words: "1 minute", "15 minutes", "1 hour", "2 hours and 5 minutes". */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} and ${plural(rest, 'minute')}`;
}

/** What the sign-in form says to a refused sign-in. */
export function signInMessage(refusal: SignInRefusal, retryAfterSeconds: number | null): string {
  switch (refusal) {
    case 'invalid':
      return 'The username, password or code is wrong.';
    case 'code-required':
      return 'Type the 6-digit code from your authenticator app.';
    case 'expired':
      return 'This one-time password has expired. Ask the owner for a new one.';
    case 'throttled':
      return retryAfterSeconds === null
        ? 'Too many failed sign-ins. Wait a while and try again.'
        : `Too many failed sign-ins. Try again in ${waitText(retryAfterSeconds)}.`;
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
    case 'handover-mismatch':
      return fault.message;
    case 'forbidden':
      if (fault.code === 'role') return fault.message ?? 'Your role may not do this: ask the owner.';
      if (fault.code === 'password-change') return 'Choose a new password first (Account).';
      if (fault.code === 'enrol') return 'Set up your second factor first.';
      return 'The page is out of date. Reload it and try again.';
    case 'not-found':
      return fault.message ?? 'Not found.';
    case 'too-large':
      return 'What was sent is larger than the shop takes. Nothing was changed.';
    case 'too-many':
      return fault.retryAfterSeconds === null ? 'Too many requests. Wait a minute and try again.' : `Too many requests. Try again in ${waitText(fault.retryAfterSeconds)}.`;
  }
}
