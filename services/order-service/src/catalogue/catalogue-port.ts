// The catalogue's port (CATALOGUE_PORT, config.ts): the storefront's renderers read the catalogue
// there (GET /api/catalogue/…), and nothing else answers there. On Kubernetes they reach this
// port and not the public one, whose X-Forwarded-For is believed from one hop (TRUST_PROXY=1):
// a renderer's pod could otherwise claim any address, Safaricom's for a payment callback among
// them. http/port-listener.ts opens it.
import type { FastifyInstance } from 'fastify';

/** What the catalogue's port answers: its public reads, and nothing else. */
const CATALOGUE_READ = /^\/api\/catalogue(?:\/|$|\?)/;

export function keepCataloguePortToReads(app: FastifyInstance, cataloguePort: number | null): void {
  if (cataloguePort === null) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.socket.localPort !== cataloguePort) return;
    const reading = (request.method === 'GET' || request.method === 'HEAD') && CATALOGUE_READ.test(request.url);
    if (!reading) return reply.code(404).send({ error: 'Not found.' });
  });
}
