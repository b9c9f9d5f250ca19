// The owner's port (OWNER_PORT): a second listener of the same service, so the owner's endpoints
// can be kept off the public path by the network (on Kubernetes the Ingress routes to PORT only,
// and no network policy admits the owner port). Its requests run through the same routes, hooks
// and limits; owner-auth.ts answers the owner's endpoints only on this port.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface OwnerListener {
  close(): Promise<void>;
}

export async function listenForOwner(app: FastifyInstance, host: string, port: number): Promise<OwnerListener> {
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
