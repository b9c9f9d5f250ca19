import { FIELD_VITALS_SAMPLE_RATE, isSampledLoad } from './field-vitals';
import { roundedValue, vitalsQueue } from './field-vitals-beacon';

describe('which page loads report field vitals', () => {
  it('samples one load in ten, by the draw made once for the load', () => {
    expect(FIELD_VITALS_SAMPLE_RATE).toBe(0.1);
    expect(isSampledLoad({ random: () => 0.05, override: null, automated: false })).toBe(true);
    expect(isSampledLoad({ random: () => 0.1, override: null, automated: false })).toBe(false);
    expect(isSampledLoad({ random: () => 0.9, override: null, automated: false })).toBe(false);
  });

  it('leaves automated browsers out, unless this browser is told to report always', () => {
    expect(isSampledLoad({ random: () => 0, override: null, automated: true })).toBe(false);
    expect(isSampledLoad({ random: () => 0.99, override: 'always', automated: true })).toBe(true);
    expect(isSampledLoad({ random: () => 0, override: 'never', automated: false })).toBe(false);
  });
});

describe('the beacon of a sampled load', () => {
  const sentBodies = () => {
    const bodies: unknown[] = [];
    return { bodies, send: (body: string) => bodies.push(JSON.parse(body)) };
  };

  it('sends the route pattern and the values, rounded, once each, when flushed', () => {
    const { bodies, send } = sentBodies();
    const queue = vitalsQueue('/product/:id', send);
    queue.add({ id: 'v1-a', name: 'TTFB', value: 211.7 });
    queue.add({ id: 'v1-b', name: 'LCP', value: 1500.2 });
    queue.add({ id: 'v1-b', name: 'LCP', value: 1840.6 });
    queue.add({ id: 'v1-c', name: 'CLS', value: 0.012345 });
    queue.flush();
    expect(bodies).toEqual([
      {
        page: '/product/:id',
        metrics: [
          { name: 'TTFB', value: 212 },
          { name: 'LCP', value: 1841 },
          { name: 'CLS', value: 0.0123 },
        ],
      },
    ]);
    // Hidden again with nothing new: nothing is sent; a metric already sent is not sent again.
    queue.flush();
    queue.add({ id: 'v1-c', name: 'CLS', value: 0.2 });
    queue.flush();
    expect(bodies).toHaveLength(1);
    // A new value (a page shown again from the back/forward cache has new ids) goes in a beacon of its own.
    queue.add({ id: 'v1-d', name: 'INP', value: 96 });
    queue.flush();
    expect(bodies[1]).toEqual({ page: '/product/:id', metrics: [{ name: 'INP', value: 96 }] });
  });

  it('sends nothing that is not a finite number', () => {
    const { bodies, send } = sentBodies();
    const queue = vitalsQueue('/', send);
    queue.add({ id: 'x', name: 'LCP', value: Number.NaN });
    queue.flush();
    expect(bodies).toEqual([]);
    expect(roundedValue('INP', 39.5)).toBe(40);
  });
});
