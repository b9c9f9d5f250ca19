// `/runtime-config.json`, the one file a deployment writes for the shop's pages
// (docs/architecture.md, section 8.1): where each remote's manifest is and where orders go.
// Written by tools/serve/runtime-config.cjs (`npm start`, the dev servers) and
// deploy/nginx/40-runtime-config.sh (containers); read here, by the shell, the checkout and a
// remote's standalone harness. React-free (also in the pure entry).

/** Where every origin of the shop serves the runtime config: written per deployment, never cached. */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** Where orders go when the deployment does not say (tools/serve/runtime-config.cjs writes the same default). */
export const DEFAULT_ORDER_ENDPOINT = '/api/orders';

/** The runtime config as read: each remote's manifest address by its name, and where orders go. */
export interface RuntimeConfig {
  remotes: Record<string, string>;
  orderEndpoint: string;
}

/**
 * Reads an untrusted runtime config. Throws a readable error when it is not an object with
 * `remotes`; leaves out a remote whose address is not a non-empty string (its reader says what
 * is missing); an `orderEndpoint` that is not a non-empty string is the default.
 */
export function readRuntimeConfig(data: unknown): RuntimeConfig {
  if (typeof data !== 'object' || data === null) throw new Error('runtime-config.json is not an object');
  const { remotes, orderEndpoint } = data as { remotes?: unknown; orderEndpoint?: unknown };
  if (typeof remotes !== 'object' || remotes === null) throw new Error('runtime-config.json has no "remotes"');
  const entries = Object.entries(remotes as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return {
    remotes: Object.fromEntries(entries),
    orderEndpoint: typeof orderEndpoint === 'string' && orderEndpoint.trim() !== '' ? orderEndpoint : DEFAULT_ORDER_ENDPOINT,
  };
}

/** Fetches the page origin's runtime config and reads it; fails when it cannot be had. */
export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  // No cache option: the servers mark the file no-cache, and a plain request reuses the shell
  // page's <link rel="preload">.
  const response = await fetchImpl(RUNTIME_CONFIG_URL);
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return readRuntimeConfig(await response.json());
}
