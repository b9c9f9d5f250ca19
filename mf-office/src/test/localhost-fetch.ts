// jsdom has no fetch. The office's tests reach a real HTTP server on localhost
// (office-service-stub.ts) through this one: a real request over node:http, relative URLs
// resolved against that server's origin as if it served the page, and the session cookie kept
// and sent back as a browser keeps a same-origin cookie. (mf-checkout/src/test/localhost-fetch.ts
// is the same without cookies; apps do not import each other.)
import http from 'node:http';

type Fetch = typeof fetch;

export function localhostFetch(origin: string): Fetch {
  const jar = new Map<string, string>();
  const send = (input: Parameters<Fetch>[0], init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
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
      request.on('error', (error) => reject(new TypeError(`Failed to fetch: ${error.message}`)));
      if (typeof init.body === 'string') request.write(init.body);
      request.end();
    });
  return send as Fetch;
}
