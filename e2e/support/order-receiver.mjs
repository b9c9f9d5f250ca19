// A stand-in for the order service on its port (config/apps.cjs): it records every order the
// checkout posts to /api/orders, so journeys can check the payload, and can be told to refuse
// orders or answer slowly. Controlled through support/shop-stack.mjs.
import http from 'node:http';

/** @typedef {'accept' | 'fail' | 'slow'} ReceiverMode */

/** @param {number} port */
export function startOrderReceiver(port) {
  /** @type {unknown[]} */
  const received = [];
  /** @type {ReceiverMode} */
  let mode = 'accept';
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/orders') {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let order;
      try {
        order = JSON.parse(body);
      } catch {
        res.writeHead(400).end();
        return;
      }
      received.push(order);
      if (mode === 'fail') {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"refused by the test"}');
        return;
      }
      const answer = () => res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ orderId: order.orderId }));
      if (mode === 'slow') setTimeout(answer, 1500);
      else answer();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () =>
      resolve({
        received,
        /** @param {ReceiverMode} next */
        setMode(next) {
          mode = next;
        },
        reset() {
          received.length = 0;
          mode = 'accept';
        },
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
