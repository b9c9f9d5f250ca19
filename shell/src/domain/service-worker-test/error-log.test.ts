import { errorCountText, errorLogEntry, errorLogReducer, type ErrorLogEntry } from './error-log';

const at = new Date('2026-03-01T09:30:00.000Z');

describe('the error log', () => {
  it('records a failed test with its ISO timestamp, resource, message and stack', () => {
    const error = new Error('HTTP error! status: 404');
    const entry = errorLogEntry('http://localhost:3001/remoteEntry.js', error, at);
    expect(entry).toEqual({
      timestamp: '2026-03-01T09:30:00.000Z',
      resource: 'http://localhost:3001/remoteEntry.js',
      message: 'HTTP error! status: 404',
      stack: error.stack,
    });
    expect(entry.stack).toContain('HTTP error! status: 404');
  });

  it('can give its own message, keeping the cause in the stack', () => {
    const entry = errorLogEntry('mimea-naturals-v1', new DOMException('The operation is insecure.', 'SecurityError'), at, 'Cache check failed');
    expect(entry.message).toBe('Cache check failed');
    expect(entry.resource).toBe('mimea-naturals-v1');
  });

  it('records something thrown that is not an Error by its text, without a stack', () => {
    expect(errorLogEntry('x', 'offline', at)).toEqual({ timestamp: at.toISOString(), resource: 'x', message: 'offline' });
  });

  it('adds one entry per failure, in order, and clears', () => {
    const first = errorLogEntry('a', new Error('HTTP error! status: 404'), at);
    const second = errorLogEntry('b', new TypeError('Failed to fetch'), at);
    let log: readonly ErrorLogEntry[] = [];
    log = errorLogReducer(log, { type: 'added', entry: first });
    expect(log).toHaveLength(1);
    expect(log[0]?.message).toBe('HTTP error! status: 404');
    log = errorLogReducer(log, { type: 'added', entry: second });
    expect(log.map((entry) => entry.resource)).toEqual(['a', 'b']);
    expect(errorLogReducer(log, { type: 'cleared' })).toEqual([]);
  });

  it('counts errors in words', () => {
    expect(errorCountText(0)).toBe('0 errors');
    expect(errorCountText(1)).toBe('1 error');
    expect(errorCountText(2)).toBe('2 errors');
  });
});
