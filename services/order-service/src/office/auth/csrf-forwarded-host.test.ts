// The office's Origin check believes an X-Forwarded-Host only from the trusted proxy (TRUST_PROXY,
// docs/office.md, "Security"), and the service's request log keeps no query of /api/office/.
// Over real HTTP from two loopback addresses: 127.0.0.2 is the proxy TRUST_PROXY names, 127.0.0.1 a
// client reaching the service directly. The engine plays no part: PGlite only.
import assert from 'node:assert/strict';
import http from 'node:http';
import { before, it } from 'node:test';
import { onEachEngine, type TestService } from '../../test-support/test-service';

const PROXY = '127.0.0.2';
const CLIENT = '127.0.0.1';

/** A sign-in (a wrong one: only whether the origin passes matters) sent from `from` with these headers. */
function signInFrom(service: TestService, from: string, headers: Record<string, string>): Promise<{ status: number; body: { code?: string } }> {
  const url = new URL('/api/office/session', service.url);
  const body = JSON.stringify({ username: 'nobody', password: 'not the password at all' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as { code?: string }) : {} }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const refusedByOrigin = (answer: { status: number; body: { code?: string } }) => answer.status === 403 && answer.body.code === 'csrf';

onEachEngine(
  'the office origin check and X-Forwarded-Host',
  (backend) => {
    let service: TestService;
    before(async () => {
      service = await backend.start({ config: { trustProxy: PROXY } });
    });

    it('refuses an Origin that only a client-sent X-Forwarded-Host vouches for', async () => {
      const forged = await signInFrom(service, CLIENT, { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' });
      assert.ok(refusedByOrigin(forged), JSON.stringify(forged));
      // The client's own Host is what it asked: an Origin naming it passes, whatever it forwards.
      const own = await signInFrom(service, CLIENT, { Origin: `http://${new URL(service.url).host}`, 'X-Forwarded-Host': 'evil.example' });
      assert.ok(!refusedByOrigin(own), JSON.stringify(own));
    });

    it("believes the trusted proxy's X-Forwarded-Host, the host the browser asked", async () => {
      const shop = await signInFrom(service, PROXY, { Origin: 'https://mimea.example', 'X-Forwarded-Host': 'mimea.example' });
      assert.ok(!refusedByOrigin(shop), JSON.stringify(shop));
      const other = await signInFrom(service, PROXY, { Origin: 'https://evil.example', 'X-Forwarded-Host': 'mimea.example' });
      assert.ok(refusedByOrigin(other), JSON.stringify(other));
    });

    it("logs an office request's path without its query", async () => {
      const answer = await service.request('GET', '/api/office/orders?q=0712345678&tab=all');
      assert.equal(answer.status, 401);
      const lines = service.logs().split('\n').filter((line) => line.includes('/api/office/orders'));
      assert.ok(lines.length > 0, 'the request is logged');
      for (const line of lines) assert.ok(!line.includes('0712345678') && !line.includes('?'), `a log line keeps the query:\n${line}`);
    });
  },
  'pglite',
);
