// Types of interactions.mjs for the TypeScript that reads it (e2e/tests/tap-work.spec.ts).
import type { Page } from 'playwright-core';

export declare const VIEWPORTS: {
  phone: { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean };
  desktop: { viewport: { width: number; height: number } };
};

export interface Interaction {
  /** What the shopper does: the key of config/tap-budgets.cjs. */
  name: string;
  screen: keyof typeof VIEWPORTS;
  path: string;
  /** Visited with config/measured-pages.cjs's cart. */
  cart?: boolean;
  prepare?: (page: Page) => Promise<void>;
  tap: (page: Page) => Promise<void>;
  answered: (page: Page) => Promise<void>;
}

export declare const interactions: readonly Interaction[];
export declare function popupAlreadySeen(): void;
export declare function pageIsLive(): boolean;
export declare function seenPage(page: Page): Promise<void>;
