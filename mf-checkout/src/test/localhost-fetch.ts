// jsdom has no fetch. The page tests reach a real HTTP server on localhost (order-service-stub.ts)
// through this one: a real request over node:http, relative URLs resolved against that server's
// origin as if it served the page, the answer read as a page reads it (ok, status, json()).
import http from 'node:http';

type Fetch = typeof fetch;

/** A fetch for jsdom that sends every request to `origin` over HTTP. */
export function localhostFetch(origin: string): Fetch {
  const send = (input: Parameters<Fetch>[0], init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, origin);
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const request = http.request(url, { method: init.method ?? 'GET', headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(JSON.parse(body) as unknown), text: () => Promise.resolve(body) } as Response);
        });
        response.on('error', reject);
      });
      request.on('error', (error) => reject(signal?.aborted ? new DOMException('Aborted', 'AbortError') : new TypeError(`Failed to fetch: ${error.message}`)));
      signal?.addEventListener('abort', () => request.destroy());
      if (typeof init.body === 'string') request.write(init.body);
      request.end();
    });
  return send as Fetch;
}
