import { DEFAULT_ORDER_ENDPOINT, fetchRuntimeConfig } from '@mimea/shared';

let endpoint: Promise<string> | null = null;

/**
 * The `orderEndpoint` of the deployment's /runtime-config.json (docs/architecture.md, section
 * 8.1), read once per page from the page's origin (the shell's). Running alone, or when the file
 * is missing or odd, orders go to the default, `/api/orders`.
 */
export function orderEndpoint(fetchImpl: typeof fetch = fetch): Promise<string> {
  endpoint ??= fetchRuntimeConfig(fetchImpl)
    .then((config) => config.orderEndpoint)
    .catch(() => DEFAULT_ORDER_ENDPOINT);
  return endpoint;
}

/** For tests: read the runtime config again. */
export function forgetOrderEndpoint(): void {
  endpoint = null;
}
