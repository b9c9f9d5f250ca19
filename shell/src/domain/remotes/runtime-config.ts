// The pure file, not the index: this module runs before the shell's async boundary
// (shell/src/index.ts), where no shared singleton may load yet.
import { readRuntimeConfig } from '@mimea/shared/pure';
import { PAGE_REMOTES } from './page-remotes';

/** The remotes the shell knows by name (docs/architecture.md, section 1), in config/apps.cjs's order. */
export const REMOTE_NAMES = ['catalog', 'checkout', 'content', 'nopf', 'office'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** The remotes of the shoppers' pages: all but the back office, which only its own page loads. */
export type StorefrontRemote = Exclude<RemoteName, 'office'>;

/** Whether `name` is a remote this page loads (page-remotes.ts): a shopper's page knows no office. */
export function isRemoteName(name: string): name is RemoteName {
  return PAGE_REMOTES.includes(name as RemoteName);
}

/** Where the shell's origin serves its runtime config (the contract is @mimea/shared's). */
export { RUNTIME_CONFIG_URL } from '@mimea/shared/pure';

/**
 * The runtime config as the shell needs it: an address for every remote this page loads
 * (PAGE_REMOTES; the file names them all, and a page never asks for another's).
 */
export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  orderEndpoint: string;
}

/** Reads an untrusted runtime config (@mimea/shared's rule); throws a readable error naming what is wrong or missing. */
export function parseRuntimeConfig(data: unknown): RuntimeConfig {
  const config = readRuntimeConfig(data);
  const remotes = {} as Record<RemoteName, string>;
  for (const name of PAGE_REMOTES) {
    const entry = config.remotes[name];
    if (entry === undefined) throw new Error(`runtime-config.json has no entry for remote "${name}"`);
    remotes[name] = entry;
  }
  return { remotes, orderEndpoint: config.orderEndpoint };
}
