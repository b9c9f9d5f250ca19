import { initialResourceTests, resourceTestsReducer, resourceTestsSummaryText, summarizeResourceTests, type ResourceTestsAction, type ResourceTestsState } from './resource-tests';
import type { TestedResource } from './tested-resources';

const resources: TestedResource[] = [
  { url: 'http://localhost:3001/remoteEntry.js', type: 'Remote entry', expectedCacheStrategy: 'network-first' },
  { url: 'http://localhost:3001/uploads/products/olive-soap-1.svg', type: 'Image', expectedCacheStrategy: 'cache-first' },
  { url: 'http://localhost:3000/api/healthz', type: 'Order service health', expectedCacheStrategy: 'network-only' },
];
const [entry, picture, health] = resources.map((resource) => resource.url) as [string, string, string];

const run = (actions: ResourceTestsAction[], from: ResourceTestsState = initialResourceTests) => actions.reduce(resourceTestsReducer, from);

describe('the resource tests', () => {
  it('start with every row pending, nothing measured', () => {
    const state = run([{ type: 'started', runId: 1, resources }]);
    expect(state.runId).toBe(1);
    expect(state.results.map((result) => result.status)).toEqual(['pending', 'pending', 'pending']);
    expect(state.results[1]).toEqual({ ...resources[1], status: 'pending', size: null, loadTime: null, error: null });
  });

  it('end with each row a success or an error, in any order of answers', () => {
    const state = run([
      { type: 'started', runId: 1, resources },
      { type: 'failed', runId: 1, url: health, message: 'HTTP error! status: 503' },
      { type: 'succeeded', runId: 1, url: entry, size: 2048, loadTime: 12.5 },
      { type: 'succeeded', runId: 1, url: picture, size: 900, loadTime: 3 },
    ]);
    expect(state.results.map(({ status, size, loadTime, error }) => ({ status, size, loadTime, error }))).toEqual([
      { status: 'success', size: 2048, loadTime: 12.5, error: null },
      { status: 'success', size: 900, loadTime: 3, error: null },
      { status: 'error', size: null, loadTime: null, error: 'HTTP error! status: 503' },
    ]);
    expect(resourceTestsSummaryText(summarizeResourceTests(state.results))).toBe('Done: 2 of 3 loaded, 1 failed.');
  });

  it('a new run sets every row pending again, and the earlier run can no longer change a row', () => {
    const first = run([
      { type: 'started', runId: 1, resources },
      { type: 'succeeded', runId: 1, url: entry, size: 10, loadTime: 1 },
    ]);
    const second = run(
      [
        { type: 'started', runId: 2, resources },
        { type: 'failed', runId: 1, url: picture, message: 'late answer of run 1' },
        { type: 'succeeded', runId: 1, url: health, size: 15, loadTime: 2 },
      ],
      first,
    );
    expect(second.runId).toBe(2);
    expect(second.results.every((result) => result.status === 'pending')).toBe(true);
    // A late "started" of an older run is ignored too.
    expect(resourceTestsReducer(second, { type: 'started', runId: 1, resources: resources.slice(0, 1) })).toBe(second);
  });

  it('ignores a result for a URL it does not test, and a second result for a finished row', () => {
    const started = run([{ type: 'started', runId: 1, resources }]);
    expect(resourceTestsReducer(started, { type: 'succeeded', runId: 1, url: 'http://localhost:3000/invented', size: 1, loadTime: 1 })).toBe(started);
    const done = resourceTestsReducer(started, { type: 'succeeded', runId: 1, url: entry, size: 1, loadTime: 1 });
    expect(resourceTestsReducer(done, { type: 'failed', runId: 1, url: entry, message: 'too late' })).toBe(done);
  });

  it('tells how far the run is', () => {
    expect(resourceTestsSummaryText(summarizeResourceTests([]))).toBe('Not run yet.');
    const state = run([
      { type: 'started', runId: 1, resources },
      { type: 'succeeded', runId: 1, url: entry, size: 1, loadTime: 1 },
    ]);
    expect(summarizeResourceTests(state.results)).toEqual({ total: 3, pending: 2, succeeded: 1, failed: 0 });
    expect(resourceTestsSummaryText(summarizeResourceTests(state.results))).toBe('Testing: 1 of 3 done.');
  });
});
