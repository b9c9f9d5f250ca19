// How long a remote may take, and what a Retry must avoid (issue: a hung remote). A remote's
// fallback shows within REMOTE_BUDGET_MS of the navigation that asked for it, counted from the
// navigation (for the first page, from when the browser started it, not from the shell's boot),
// and every request of that attempt ends then. After a failure, the next attempt asks in a way
// a stalled earlier request cannot block.

/** Fallback within this of the navigation that asked for a remote (budget: 5 s, with headroom). */
export const REMOTE_BUDGET_MS = 4000;
/** However late a load starts after its navigation (a slow boot), it gets at least this long. */
export const MIN_LOAD_MS = 1000;

export interface RemoteAttempts {
  /**
   * A load of `remote` asked for by a navigation at `navigatedAt` starts `now` (both
   * performance.now() times): returns how long it may take. Its requests end by then.
   */
  begin(remote: string, navigatedAt: number, now: number): number;
  /** How long the requests of `remote`'s current attempt have left (0 once it is over). */
  remaining(remote: string, now: number): number;
  /** The attempt failed (down, broken or out of time): the next one asks anew. */
  failed(remote: string): void;
  /** How many attempts at `remote` failed: above 0, requests bypass what an earlier one left stalled. */
  failures(remote: string): number;
}

export function createRemoteAttempts(): RemoteAttempts {
  const deadlines = new Map<string, number>();
  const failures = new Map<string, number>();
  return {
    begin(remote, navigatedAt, now) {
      const allowed = Math.max(navigatedAt + REMOTE_BUDGET_MS - now, MIN_LOAD_MS);
      // Two loads of one remote share its requests: those end at the later of their deadlines.
      deadlines.set(remote, Math.max(deadlines.get(remote) ?? 0, now + allowed));
      return allowed;
    },
    remaining(remote, now) {
      const deadline = deadlines.get(remote);
      return deadline === undefined ? REMOTE_BUDGET_MS : Math.max(deadline - now, 0);
    },
    failed(remote) {
      failures.set(remote, (failures.get(remote) ?? 0) + 1);
      deadlines.delete(remote);
    },
    failures: (remote) => failures.get(remote) ?? 0,
  };
}
