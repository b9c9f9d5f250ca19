import type { RuntimeConfig } from '../domain/remotes/runtime-config';

/** The runtime config `npm start` serves: every remote on its own port. */
export const LOCAL_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    checkout: 'http://localhost:3002/mf-manifest.json',
    content: 'http://localhost:3003/mf-manifest.json',
    nopf: 'http://localhost:3004/mf-manifest.json',
    office: 'http://localhost:3006/mf-manifest.json',
  },
  orderEndpoint: '/api/orders',
};

/** Answers /runtime-config.json as the production server would (jsdom has no fetch). */
export function serveRuntimeConfig() {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => LOCAL_RUNTIME_CONFIG }) as Response);
}
