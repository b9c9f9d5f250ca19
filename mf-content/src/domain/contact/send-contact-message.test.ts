/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContactMessage } from './contact-form-rules';
import { contactSendFailures, sendContactMessage } from './send-contact-message';

interface Received {
  method?: string;
  url?: string;
  type?: string;
  body: unknown;
}

/**
 * A real message service on localhost that records what it got and answers with the given
 * status, or, with status null, never answers.
 */
function startService(status: number | null) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body: JSON.parse(body) as unknown });
      if (status === null) return;
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (status === 429) headers['Retry-After'] = '60';
      res.writeHead(status, headers).end(status === 201 ? '{"id":"m1"}' : '{"error":"no"}');
    });
  });
  return new Promise<{ endpoint: string; received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const close = () =>
        new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        });
      resolve({ endpoint: `http://127.0.0.1:${port}/api/messages`, received, close });
    });
  });
}

const typed: ContactMessage = {
  name: '  Achieng Otieno ',
  email: ' achieng@example.co.ke  ',
  phone: ' +254 712 345 678 ',
  productInterest: 'olive-soap',
  message: '\n Is it gentle enough for a baby? \n',
};

describe('sending a contact message', () => {
  it('posts the trimmed message as JSON to the endpoint and is ok on 201', async () => {
    const service = await startService(201);
    await expect(sendContactMessage(typed, { endpoint: service.endpoint })).resolves.toEqual({ ok: true });
    expect(service.received).toEqual([
      {
        method: 'POST',
        url: '/api/messages',
        type: 'application/json',
        body: {
          name: 'Achieng Otieno',
          email: 'achieng@example.co.ke',
          phone: '+254 712 345 678',
          productInterest: 'olive-soap',
          message: 'Is it gentle enough for a baby?',
        },
      },
    ]);
    await service.close();
  });

  it('sends the optional fields as empty strings', async () => {
    const service = await startService(201);
    await sendContactMessage({ ...typed, phone: '   ', productInterest: '' }, { endpoint: service.endpoint });
    expect(service.received[0]!.body).toEqual(expect.objectContaining({ phone: '', productInterest: '' }));
    await service.close();
  });

  it.each([
    [200, { ok: true }],
    [400, { ok: false, reason: 'rejected' }],
    [413, { ok: false, reason: 'rejected' }],
    [422, { ok: false, reason: 'rejected' }],
    [429, { ok: false, reason: 'rate-limited' }],
    [500, { ok: false, reason: 'unavailable' }],
    [503, { ok: false, reason: 'unavailable' }],
  ])('answers %i as %o', async (status, result) => {
    const service = await startService(status);
    await expect(sendContactMessage(typed, { endpoint: service.endpoint })).resolves.toEqual(result);
    await service.close();
  });

  it('gives up on a service that never answers: unavailable after the timeout', async () => {
    const service = await startService(null);
    const started = Date.now();
    await expect(sendContactMessage(typed, { endpoint: service.endpoint, timeoutMs: 200 })).resolves.toEqual({ ok: false, reason: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(service.received).toHaveLength(1);
    await service.close();
  });

  it('is unavailable when nothing listens on the port', async () => {
    const service = await startService(201);
    await service.close();
    await expect(sendContactMessage(typed, { endpoint: service.endpoint })).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });

  it("posts to /api/messages on the page's own origin by default", async () => {
    const urls: string[] = [];
    const recording = ((url: string) => {
      urls.push(url);
      return Promise.resolve(new Response('{"id":"m1"}', { status: 201 }));
    }) as unknown as typeof fetch;
    await expect(sendContactMessage(typed, { fetchImpl: recording })).resolves.toEqual({ ok: true });
    expect(urls).toEqual(['/api/messages']);
  });

  it('is unavailable when the page has no fetch at all', async () => {
    const noFetch = (() => {
      throw new ReferenceError('fetch is not defined');
    }) as unknown as typeof fetch;
    await expect(sendContactMessage(typed, { fetchImpl: noFetch })).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });

  it('has a shopper-facing title and text for every failure', () => {
    expect(contactSendFailures).toEqual({
      'rate-limited': { title: 'Message not sent', text: 'You have sent several messages in a short time. Please wait a minute and try again.' },
      rejected: { title: 'Message not sent', text: 'Some details could not be accepted. Please check the form and try again.' },
      unavailable: { title: 'Message not sent', text: 'We could not send your message just now. Please try again, or call or WhatsApp us.' },
    });
  });
});
