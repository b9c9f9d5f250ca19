// Types of fiber-work.mjs for the TypeScript that reads it (e2e/tests/tap-work.spec.ts).
import type { Page } from 'playwright-core';

export interface FiberWork {
  commits: number;
  fibers: number;
  /** The fibers of each commit, in order. */
  perCommit: number[];
  /** The fibers of each commit per component (`<div>` for an element, `(React)` for React's own). */
  components: Array<Record<string, number>>;
}

export declare function recordFiberWork(): void;
export declare function startCounting(page: Page): Promise<void>;
export declare function countedWork(page: Page, quietMs?: number): Promise<FiberWork>;
