// Test support (`@mimea/shared/testing/localhost-fetch`): jsdom has no fetch, and the page tests
// reach a real HTTP server on localhost (a stand-in order service) through this one: a real
// request over node:http, relative URLs resolved against that server's origin as if it served
// the page, the answer read as a page reads it (ok, status, json(), text()), an abort honoured,
// and cookies kept and sent back as a browser keeps a same-origin cookie.
import http from 'node:http';

type Fetch = typeof fetch;

/** A fetch for jsdom that sends every request to `origin` over HTTP, keeping its cookies. */
export function localhostFetch(origin: string): Fetch {
  const jar = new Map<string, string>();
  const send = (input: Parameters<Fetch>[0], init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, origin);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const request = http.request(url, { method: init.method ?? 'GET', headers }, (response) => {
        for (const cookie of response.headers['set-cookie'] ?? []) {
          const [pair = ''] = cookie.split(';');
          const [name = '', value = ''] = pair.split('=');
          if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
          else jar.set(name, value);
        }
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
