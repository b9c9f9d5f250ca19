// Daraja's OAuth: GET /oauth/v1/generate?grant_type=client_credentials with Basic key:secret gives
// a bearer token (`expires_in` is a string); every other Daraja endpoint wants that token.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Simulator } from './state';
import { randomToken, sendDarajaError, sendJson } from './wire';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function handleGenerateToken(sim: Simulator, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (url.searchParams.get('grant_type') !== 'client_credentials') {
    sendDarajaError(res, 400, '400.008.02', 'Invalid grant type passed');
    return;
  }
  const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const { consumerKey, consumerSecret, tokenTtlSeconds } = sim.config;
  if (colon < 0 || !sameText(decoded.slice(0, colon), consumerKey) || !sameText(decoded.slice(colon + 1), consumerSecret)) {
    sendDarajaError(res, 400, '400.008.01', 'Invalid Authentication passed');
    return;
  }
  const token = randomToken(28);
  const now = Date.now();
  for (const [issued, expiresAt] of sim.state.tokens) if (expiresAt <= now) sim.state.tokens.delete(issued);
  sim.state.tokens.set(token, now + tokenTtlSeconds * 1000);
  sendJson(res, 200, { access_token: token, expires_in: String(tokenTtlSeconds) });
}

/** Whether the request carries a live token; if not, answers Daraja's 404 `Invalid Access Token`. */
export function checkBearer(sim: Simulator, req: IncomingMessage, res: ServerResponse): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const expiresAt = match ? sim.state.tokens.get(match[1]!) : undefined;
  if (expiresAt !== undefined && expiresAt > Date.now()) return true;
  sendDarajaError(res, 404, '404.001.03', 'Invalid Access Token');
  return false;
}
