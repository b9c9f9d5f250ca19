import type { Page } from '@playwright/test';
import { SHOP } from './origins';

/**
 * The fertilizer popup's storage flags, as the nopf remote stores them (mf-nopf's
 * popup-storage.ts): the journeys set and read them as a returning shopper's browser would.
 */
export const POPUP_LAST_SEEN_KEY = 'fertilizerPopupLastSeen';
export const NOPF_POPUP_SEEN_KEY = 'nopfPopupSeen';

type StorageState = { cookies: []; origins: { origin: string; localStorage: { name: string; value: string }[] }[] };

/**
 * A browser that closed the popup just now, everywhere: journeys that are not about the popup
 * use it (playwright.config.ts), so the popup's 8-second hold never stands in their way.
 */
export function popupAlreadySeen(): StorageState {
  return {
    cookies: [],
    origins: [
      {
        origin: SHOP,
        localStorage: [
          { name: POPUP_LAST_SEEN_KEY, value: String(Date.now()) },
          { name: NOPF_POPUP_SEEN_KEY, value: 'true' },
        ],
      },
    ],
  };
}

/** The same as popupAlreadySeen, for a page on another origin (a shop served elsewhere). */
export async function markPopupSeen(page: Page): Promise<void> {
  await page.addInitScript(
    ([lastSeenKey, seenKey]) => {
      window.localStorage.setItem(lastSeenKey, String(Date.now()));
      window.localStorage.setItem(seenKey, 'true');
    },
    [POPUP_LAST_SEEN_KEY, NOPF_POPUP_SEEN_KEY] as const,
  );
}

/** A first visit: nothing stored. */
export const firstVisit: StorageState = { cookies: [], origins: [] };
