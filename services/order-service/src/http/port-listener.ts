// A second listener of the same service, on a port of its own, so the network can keep some
// endpoints off the public path: the owner's (OWNER_PORT: on Kubernetes the Ingress routes to PORT
// only, and no network policy admits the owner port; owner/owner-auth.ts answers the owner's
// endpoints only there), and the catalogue's public reads for the renderers (CATALOGUE_PORT:
// catalogue/catalogue-port.ts answers nothing else there). Its requests run through the same
// routes, hooks and limits.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface PortListener {
  close(): Promise<void>;
}

export async function listenOnPort(app: FastifyInstance, host: string, port: number): Promise<PortListener> {
  const server = http.createServer((request, response) => app.routing(request, response));
  // As the public listener (app.ts): a client that trickles its request does not hold a connection.
  server.requestTimeout = 15_000;
  server.headersTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
