// The page a tap is measured on, reached as a shopper reaches it: its own context (the phone's
// or the desktop's screen, no service worker, the fertilizer popup already seen, the measured
// cart when the tap needs one, Event Timing recorded), loaded, live, seen (a key pressed: what
// mounts at a shopper's first key or scroll is not the tap's work) and prepared. Shared by
// `npm run bench:taps` (tools/measure/bench-taps.mjs) and the profiler of one tap (profile-tap.mjs).
import { createRequire } from 'node:module';
import { recordEventTiming } from './event-timing.mjs';
import { pageIsLive, popupAlreadySeen, seenPage, VIEWPORTS } from './interactions.mjs';

const require = createRequire(import.meta.url);
/** @type {{ measuredCart: (catalogOrigin: string) => unknown[] }} */
const { measuredCart } = require('../../../config/measured-pages.cjs');

/**
 * @param {import('playwright-core').Browser} browser
 * @param {import('./interactions.mjs').Interaction} interaction
 * @param {{ origin: string, catalogOrigin: string }} shop
 * @param {ReadonlyArray<() => void>} [initScripts] more to run before the page's scripts (fiber-work.mjs's hook)
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, page: import('playwright-core').Page }>} close the context after
 */
export async function openForTap(browser, interaction, shop, initScripts = []) {
  const context = await browser.newContext({ ...VIEWPORTS[interaction.screen], serviceWorkers: 'block' });
  await context.addInitScript(popupAlreadySeen);
  if (interaction.cart) await context.addInitScript((stored) => localStorage.setItem('cart', stored), JSON.stringify(measuredCart(shop.catalogOrigin)));
  await context.addInitScript(recordEventTiming);
  for (const script of initScripts) await context.addInitScript(script);
  const page = await context.newPage();
  await page.goto(`${shop.origin}${interaction.path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(pageIsLive, undefined, { timeout: 15_000 });
  await seenPage(page);
  await interaction.prepare?.(page);
  await page.waitForLoadState('networkidle');
  return { context, page };
}
