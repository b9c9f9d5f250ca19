// A test's HTTP call to a service on loopback: JSON in (a string body is sent as it is), and the
// answer's body parsed as JSON when it is JSON, else kept as text (CSV and the like).

export type JsonRequest = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: unknown; headers: Headers }>;

/** Calls to the service at `baseUrl`. */
export function jsonRequest(baseUrl: string): JsonRequest {
  return async (method, requestPath, body, headers = {}) => {
    const response = await fetch(baseUrl + requestPath, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
}
