import { probeResource, type ProbeTools } from './probe-resource';

function toolsAnswering(answer: () => Promise<{ ok: boolean; status: number; body?: string }>, times = [100, 112.5]): ProbeTools & { fetched: string[] } {
  const fetched: string[] = [];
  const clock = [...times];
  return {
    fetched,
    now: () => clock.shift() ?? 0,
    fetch: async (url) => {
      fetched.push(url);
      const { ok, status, body = '' } = await answer();
      return { ok, status, blob: async () => new Blob([body]) };
    },
  };
}

describe('probeResource', () => {
  it('measures the body in bytes and the time to load it whole', async () => {
    const tools = toolsAnswering(async () => ({ ok: true, status: 200, body: 'é'.repeat(10) }));
    await expect(probeResource('http://localhost:3001/remoteEntry.js', tools)).resolves.toEqual({ size: 20, loadTime: 12.5 });
    expect(tools.fetched).toEqual(['http://localhost:3001/remoteEntry.js']);
  });

  it('fails a response that is not ok with its status', async () => {
    const tools = toolsAnswering(async () => ({ ok: false, status: 404, body: 'Not found' }));
    await expect(probeResource('http://localhost:3001/missing.json', tools)).rejects.toThrow(new Error('HTTP error! status: 404'));
  });

  it('fails with the network\'s own error when there is no answer', async () => {
    const tools = toolsAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(probeResource('http://localhost:3004/remoteEntry.js', tools)).rejects.toThrow('Failed to fetch');
  });
});
