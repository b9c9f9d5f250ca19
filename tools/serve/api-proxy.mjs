// The shell's /api/ under `npm start` (tools/serve/serve.mjs), as nginx's /api/ location does in the
// containers (deploy/nginx/shell.conf.template): the body is read whole first (a body over the
// order service's largest limit is answered 413 here, and the service never answers while the
// proxy is still sending), then it goes to the order service with its length; the service's
// answer comes back as it is, its own headers included. This server is the shop's front door:
// the service learns the client's address from the connection, never from what a client claims.
// Node's http client, not http-proxy (unmaintained since 2020, and on Node 24 it prints a
// deprecation warning at the first request).
import http from 'node:http';
import express from 'express';

/**
 * How long the proxy waits for the order service: well beyond the service's own answer budget
 * (REQUEST_BUDGET_MS, docs/order-service.md), so the service, which knows whether an order was
 * stored, is the one that answers.
 */
export const API_PROXY_TIMEOUT_MS = 15_000;

/** What the proxy says when the order service did not answer: it cannot know what was stored. */
export const noAnswerMessage = 'The shop did not hear back from its order service. Please try again: an order sent again is recognised, never placed twice.';

/** Headers of one connection, not of the request: never passed on (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** @param {import('node:http').IncomingHttpHeaders} headers */
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * 503 when the order service could not be reached (nothing arrived), 504 when the connection
 * broke or timed out after the request was sent (it may have arrived, and been stored).
 * @param {Error & { code?: string }} error
 */
function noAnswerStatus(error) {
  return error.code === 'ECONNREFUSED' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN' ? 503 : 504;
}

/**
 * The /api/ handlers: mount at `/api`.
 * @param {{ target: string, limit: number, ownHeaders: Record<string, string> }} options `target`:
 *   the order service's origin; `limit`: the largest body; `ownHeaders`: the shell's security
 *   headers, on the answers the proxy gives itself
 * @returns {import('express').RequestHandler[]}
 */
export function apiProxy({ target, limit, ownHeaders }) {
  /** @param {import('express').Response} res @param {number} status @param {Record<string, string>} extra @param {string} error */
  const answer = (res, status, extra, error) => res.status(status).set({ ...ownHeaders, 'Cache-Control': 'no-store', ...extra }).json({ error });
  const readBody = express.raw({ type: () => true, limit });
  return [
    (req, res, next) =>
      readBody(req, res, (error) => {
        if (error?.type !== 'entity.too.large') return next(error);
        // Read what is still coming, so the client is not reset before it reads the answer.
        req.resume();
        answer(res, 413, { Connection: 'close' }, 'The request is too large.');
      }),
    (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      // The host the browser asked, which the office's Origin check compares (csrf.ts), as
      // nginx's /api/ sets it: a client's own X-Forwarded-Host never passes as this proxy's.
      const headers = endToEnd(req.headers);
      delete headers['x-forwarded-host'];
      const upstream = http.request(new URL(req.originalUrl, target), {
        method: req.method,
        headers: {
          ...headers,
          host: new URL(target).host,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
          ...(req.headers.host ? { 'x-forwarded-host': req.headers.host } : {}),
          'content-length': String(body.length),
        },
        timeout: API_PROXY_TIMEOUT_MS,
      });
      upstream.on('response', (response) => {
        res.writeHead(response.statusCode ?? 502, endToEnd(response.headers));
        response.pipe(res);
      });
      upstream.on('timeout', () => upstream.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })));
      upstream.on('error', (error) => {
        if (res.headersSent) res.destroy();
        else answer(res, noAnswerStatus(error), { 'Retry-After': '5' }, noAnswerMessage);
      });
      upstream.end(body);
    },
  ];
}
