// One resource test: a plain fetch, as the shop's pages make it, so it goes through the service
// worker and its strategy (a cache-first file comes from the cache once cached).

export interface ResourceProbe {
  /** Bytes of the response body. */
  size: number;
  /** Milliseconds from the request to the whole body. */
  loadTime: number;
}

export interface ProbeTools {
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'blob'>>;
  now: () => number;
}

const browserTools: ProbeTools = {
  fetch: (url) => fetch(url),
  now: () => performance.now(),
};

/** Fetches `url` whole; rejects with 'HTTP error! status: {code}' when it is not ok, or with the network's error. */
export async function probeResource(url: string, tools: ProbeTools = browserTools): Promise<ResourceProbe> {
  const started = tools.now();
  const response = await tools.fetch(url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = await response.blob();
  return { size: body.size, loadTime: tools.now() - started };
}
