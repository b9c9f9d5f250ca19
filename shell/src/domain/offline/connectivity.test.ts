/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createConnectivity, type Connectivity } from './connectivity';

/** The shell's origin on loopback, which can go away and come back on the same port. */
async function shellOrigin() {
  let status = 200;
  let server = http.createServer((_req, res) => res.writeHead(status).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/runtime-config.json`,
    answer: (next: number) => (status = next),
    down: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
    async up() {
      server = http.createServer((_req, res) => res.writeHead(status).end());
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

const changes = (connectivity: Connectivity) => {
  const seen: boolean[] = [];
  connectivity.subscribe(() => seen.push(connectivity.isOnline()));
  return seen;
};

async function until(condition: () => boolean, withinMs = 3000) {
  for (const deadline = Date.now() + withinMs; !condition(); ) {
    if (Date.now() > deadline) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the shop's view of its connection", () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('a failed request while the shell still answers is one server down, not offline', async () => {
    const origin = await shellOrigin();
    const connectivity = createConnectivity({ probeUrl: origin.url });
    stop = connectivity.stop;
    const seen = changes(connectivity);
    connectivity.reportRequestFailed();
    await connectivity.probe();
    // Any answer is a connection, an error status too.
    origin.answer(503);
    await connectivity.probe();
    expect(connectivity.isOnline()).toBe(true);
    expect(seen).toEqual([]);
    await origin.down();
  });

  it('a failed request with the shell unreachable is offline, though the browser says online; back when the shell answers', async () => {
    const origin = await shellOrigin();
    const connectivity = createConnectivity({ probeUrl: origin.url, reprobeEveryMs: 100, initiallyOnline: true });
    stop = connectivity.stop;
    const seen = changes(connectivity);
    await origin.down();
    connectivity.reportRequestFailed();
    await until(() => !connectivity.isOnline());
    // Nobody reports anything more: it asks again by itself.
    await origin.up();
    await until(() => connectivity.isOnline());
    expect(seen).toEqual([false, true]);
    await origin.down();
  });

  it('believes the browser when it says the connection is gone', () => {
    const connectivity = createConnectivity({ probeUrl: 'http://127.0.0.1:9/runtime-config.json', reprobeEveryMs: 60_000 });
    stop = connectivity.stop;
    connectivity.browserWentOffline();
    expect(connectivity.isOnline()).toBe(false);
  });
});
