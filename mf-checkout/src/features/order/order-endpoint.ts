/** Where orders go when the deployment does not say (docs/architecture.md, section 8.1). */
export const DEFAULT_ORDER_ENDPOINT = '/api/orders';

let endpoint: Promise<string> | null = null;

/**
 * The `orderEndpoint` of the deployment's /runtime-config.json, read once per page from the
 * page's origin (the shell's). Running alone, or when the file is missing or odd, orders go to
 * DEFAULT_ORDER_ENDPOINT.
 */
export function orderEndpoint(fetchImpl: typeof fetch = fetch): Promise<string> {
  endpoint ??= fetchImpl('/runtime-config.json')
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((config) => {
      const value = typeof config === 'object' && config !== null ? (config as { orderEndpoint?: unknown }).orderEndpoint : undefined;
      return typeof value === 'string' && value.trim() !== '' ? value : DEFAULT_ORDER_ENDPOINT;
    })
    .catch(() => DEFAULT_ORDER_ENDPOINT);
  return endpoint;
}

/** For tests: read the runtime config again. */
export function forgetOrderEndpoint(): void {
  endpoint = null;
}
