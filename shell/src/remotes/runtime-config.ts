/** The remotes the shell knows by name (docs/architecture.md, section 1). */
export const REMOTE_NAMES = ['catalog', 'checkout', 'content', 'nopf'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Where the shell's origin serves its runtime config (written per deployment, never cached). */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** The shape of /runtime-config.json, written per deployment. */
export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  orderEndpoint: string;
}

/** Checks an untrusted runtime config; throws a readable error naming what is wrong. */
export function parseRuntimeConfig(data: unknown): RuntimeConfig {
  if (typeof data !== 'object' || data === null) throw new Error('runtime-config.json is not an object');
  const { remotes, orderEndpoint } = data as { remotes?: unknown; orderEndpoint?: unknown };
  if (typeof remotes !== 'object' || remotes === null) throw new Error('runtime-config.json has no "remotes"');
  const entries = remotes as Record<string, unknown>;
  const parsed = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const entry = entries[name];
    if (typeof entry !== 'string' || entry === '') throw new Error(`runtime-config.json has no entry for remote "${name}"`);
    parsed[name] = entry;
  }
  return { remotes: parsed, orderEndpoint: typeof orderEndpoint === 'string' ? orderEndpoint : '/api/orders' };
}
