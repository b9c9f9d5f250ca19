import { createRemoteAttempts, REMOTE_BUDGET_MS } from './remote-attempts';
import { stallGuard } from './stall-guard';

type ScriptHook = (args: { url: string; attrs?: Record<string, string>; remoteInfo?: { name: string } }) => { script: HTMLScriptElement; timeout: number } | undefined;

const ENTRY = 'http://localhost:3004/remoteEntry.js';

function guard() {
  const attempts = createRemoteAttempts();
  const plugin = stallGuard(attempts, (_url, name) => (name === 'nopf' ? name : undefined));
  return { attempts, createScript: plugin.createScript as unknown as ScriptHook };
}

describe('the stall guard of remote requests', () => {
  it('gives a remote’s entry script up when its attempt’s time is up, not after the runtime’s 20 s', () => {
    const { attempts, createScript } = guard();
    attempts.begin('nopf', performance.now(), performance.now());
    const made = createScript({ url: ENTRY, attrs: { fetchpriority: 'high' }, remoteInfo: { name: 'nopf' } });
    expect(made?.script.src).toBe(ENTRY);
    expect(made?.script.getAttribute('fetchpriority')).toBe('high');
    expect(made?.timeout).toBeGreaterThan(REMOTE_BUDGET_MS - 100);
    expect(made?.timeout).toBeLessThanOrEqual(REMOTE_BUDGET_MS);
  });

  it('loads the entry under a new address after a failure, so no stalled request of the old one blocks it', () => {
    const { attempts, createScript } = guard();
    attempts.failed('nopf');
    expect(createScript({ url: ENTRY, remoteInfo: { name: 'nopf' } })?.script.src).toBe(`${ENTRY}?retry=1`);
    attempts.failed('nopf');
    expect(createScript({ url: `${ENTRY}?v=2`, remoteInfo: { name: 'nopf' } })?.script.src).toBe(`${ENTRY}?v=2&retry=2`);
  });

  it('leaves scripts that are no remote’s to the runtime', () => {
    const { createScript } = guard();
    expect(createScript({ url: 'http://localhost:3000/other.js' })).toBeUndefined();
  });
});
