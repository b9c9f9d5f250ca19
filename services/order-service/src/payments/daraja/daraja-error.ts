// What the Daraja client throws when Daraja refused a call, did not answer, or answered what we
// cannot read. Its message names the call, the HTTP status and Daraja's error code only: never a
// key, token, password, phone number or body.

export class DarajaError extends Error {
  /** The HTTP status Daraja answered with; absent when it did not answer. */
  readonly status?: number;
  /** Daraja's errorCode (e.g. 404.001.03) or a non-zero ResponseCode. */
  readonly errorCode?: string;

  constructor(message: string, details: { status?: number; errorCode?: string; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'DarajaError';
    if (details.status !== undefined) this.status = details.status;
    if (details.errorCode !== undefined) this.errorCode = details.errorCode;
  }
}
