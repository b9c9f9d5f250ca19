import { createRemoteAttempts, MIN_LOAD_MS, REMOTE_BUDGET_MS } from './remote-attempts';

describe('how long a remote may take', () => {
  it('counts the first page’s budget from the navigation, not from when the shell booted', () => {
    const attempts = createRemoteAttempts();
    // The shell booted 1.5 s after the browser started the navigation.
    expect(attempts.begin('catalog', 0, 1500)).toBe(REMOTE_BUDGET_MS - 1500);
    expect(attempts.remaining('catalog', 3000)).toBe(REMOTE_BUDGET_MS - 3000);
    expect(attempts.remaining('catalog', REMOTE_BUDGET_MS + 10)).toBe(0);
  });

  it('gives a load begun by a later navigation the whole budget, and a very late one at least the minimum', () => {
    const attempts = createRemoteAttempts();
    expect(attempts.begin('content', 20_000, 20_005)).toBe(REMOTE_BUDGET_MS - 5);
    expect(attempts.begin('nopf', 0, REMOTE_BUDGET_MS + 500)).toBe(MIN_LOAD_MS);
  });

  it('lets two loads of one remote share requests until the later deadline', () => {
    const attempts = createRemoteAttempts();
    attempts.begin('catalog', 0, 100);
    attempts.begin('catalog', 2000, 2000);
    expect(attempts.remaining('catalog', 5000)).toBe(2000 + REMOTE_BUDGET_MS - 5000);
  });

  it('counts failures, after which a remote’s requests ask anew, and forgets the failed deadline', () => {
    const attempts = createRemoteAttempts();
    attempts.begin('checkout', 0, 0);
    expect(attempts.failures('checkout')).toBe(0);
    attempts.failed('checkout');
    attempts.failed('checkout');
    expect(attempts.failures('checkout')).toBe(2);
    expect(attempts.remaining('checkout', 10_000)).toBe(REMOTE_BUDGET_MS);
    expect(attempts.begin('checkout', 10_000, 10_000)).toBe(REMOTE_BUDGET_MS);
  });
});
