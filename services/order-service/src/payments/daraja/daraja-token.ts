// Daraja's OAuth token (client credentials): fetched once, kept until a minute before it
// expires, shared by concurrent callers while it is being fetched, and dropped when Daraja
// says it is invalid (so the next caller fetches a new one).
import { z } from 'zod';
import { type DarajaSettings } from './daraja-settings';
import { refusal, sendToDaraja, unreadable } from './daraja-http';

/** A token is renewed this long before Daraja says it expires. */
export const TOKEN_RENEW_BEFORE_MS = 60_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1).max(4096),
  // Documented as a string ("3599"); a number is read the same.
  expires_in: z.union([z.string().regex(/^\d{1,9}$/), z.int().nonnegative()]).transform(Number),
});

export interface TokenSource {
  /** A valid token: the kept one, the one being fetched, or a new one. */
  token(): Promise<string>;
  /** Forget `token` (Daraja called it invalid), unless it has already been replaced. */
  drop(token: string): void;
}

export function createTokenSource(settings: DarajaSettings, fetchImpl: typeof fetch, now: () => Date, timeoutMs: number): TokenSource {
  let kept: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;
  const authorization = `Basic ${Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`, 'utf8').toString('base64')}`;
  const what = 'the token request';

  async function fetchToken(): Promise<string> {
    const answer = await sendToDaraja(
      fetchImpl,
      `${settings.baseUrl}/oauth/v1/generate?grant_type=client_credentials`,
      { method: 'GET', headers: { Authorization: authorization, Accept: 'application/json' } },
      timeoutMs,
      what,
    );
    if (answer.status < 200 || answer.status > 299) throw refusal(what, answer);
    const parsed = tokenAnswer.safeParse(answer.body);
    if (!parsed.success) throw unreadable(what, answer);
    kept = { token: parsed.data.access_token, renewAt: now().getTime() + parsed.data.expires_in * 1000 - TOKEN_RENEW_BEFORE_MS };
    return parsed.data.access_token;
  }

  return {
    token() {
      if (kept !== null && now().getTime() < kept.renewAt) return Promise.resolve(kept.token);
      if (pending === null) {
        kept = null;
        pending = fetchToken().finally(() => {
          pending = null;
        });
      }
      return pending;
    },
    drop(token) {
      if (kept?.token === token) kept = null;
    },
  };
}
