// One request to Daraja: a timeout on each, the body read as JSON, and the failures turned
// into DarajaErrors that carry nothing of the request or the answer but status and error code.
import { DarajaError } from './daraja-error';

export interface DarajaAnswer {
  status: number;
  /** The body parsed as JSON; undefined when it was not JSON. */
  body: unknown;
}

/** Daraja's error codes look like 404.001.03 or 500.001.1001; anything else is not repeated. */
const ERROR_CODE_FORMAT = /^[0-9A-Za-z.]{1,32}$/;

/** The errorCode of a Daraja error body ({ requestId, errorCode, errorMessage }), if any. */
export function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('errorCode' in body)) return undefined;
  const code = body.errorCode;
  return typeof code === 'string' && ERROR_CODE_FORMAT.test(code) ? code : undefined;
}

/** A ResponseCode, if it is one Daraja would send (digits). */
export function responseCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('ResponseCode' in body)) return undefined;
  const code = body.ResponseCode;
  return (typeof code === 'string' || typeof code === 'number') && /^\d{1,10}$/.test(String(code)) ? String(code) : undefined;
}

export async function sendToDaraja(fetchImpl: typeof fetch, url: string, init: RequestInit, timeoutMs: number, what: string): Promise<DarajaAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch (error) {
    if (signal.aborted) throw new DarajaError(`Daraja did not answer ${what} within ${timeoutMs} ms`);
    // fetch's own failure (refused, reset, DNS): its cause names the host, nothing of ours.
    throw new DarajaError(`Daraja could not be reached for ${what}`, { cause: error });
  }
}

/** The error for an answer that refused `what`. */
export function refusal(what: string, answer: DarajaAnswer): DarajaError {
  const errorCode = errorCodeOf(answer.body) ?? responseCodeOf(answer.body);
  return new DarajaError(`Daraja refused ${what} (HTTP ${answer.status}${errorCode ? `, ${errorCode}` : ''})`, {
    status: answer.status,
    ...(errorCode === undefined ? {} : { errorCode }),
  });
}

/** The error for a successful answer whose body is not the documented one. */
export function unreadable(what: string, answer: DarajaAnswer): DarajaError {
  return new DarajaError(`Daraja's answer to ${what} was not the documented one (HTTP ${answer.status})`, { status: answer.status });
}
