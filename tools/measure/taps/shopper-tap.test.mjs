// A measured tap (shopper-tap.mjs) in a real Chromium: aimed at an element below the fold, it
// lands on that element as the browser's touch alone; aiming at a covered element fails.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { aim, touch } from './shopper-tap.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../../../config/chromium.cjs');

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await chromium.launch({ executablePath, args });
});
after(() => browser.close());

/** A phone's page with a button 2,000 px down, its taps counted. */
async function pageWithButtonBelow(/** @type {string} */ cover = '') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.setContent(`<meta name="viewport" content="width=device-width"><div style="height:2000px"></div><button style="width:200px;height:60px">Add to Cart</button><div style="height:1000px"></div>${cover}<script>
    window.taps = [];
    document.querySelector('button').addEventListener('click', (event) => window.taps.push(event.target.textContent));
  </script>`);
  return { page, close: () => context.close() };
}

test('aim brings the element on screen; touch lands on it, once, and moves nothing', async () => {
  const { page, close } = await pageWithButtonBelow();
  try {
    const button = page.getByRole('button', { name: 'Add to Cart' });
    await aim(page, button);
    const box = await button.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 844, 'the button is on screen');
    const scrolled = await page.evaluate(() => globalThis.scrollY);
    await touch(page);
    assert.deepEqual(await page.evaluate(() => Reflect.get(globalThis, 'taps')), ['Add to Cart']);
    assert.equal(await page.evaluate(() => globalThis.scrollY), scrolled, 'the tap itself scrolled nothing');
  } finally {
    await close();
  }
});

test('aiming at an element something covers fails, naming it', async () => {
  const { page, close } = await pageWithButtonBelow('<div style="position:fixed;inset:0;background:#fff8"></div>');
  try {
    await assert.rejects(aim(page, page.getByRole('button', { name: 'Add to Cart' })), /Something covers the centre of/);
  } finally {
    await close();
  }
});

test('a tap on a page nothing was aimed at fails', async () => {
  const { page, close } = await pageWithButtonBelow();
  try {
    await assert.rejects(touch(page), /Nothing was aimed at on this page/);
  } finally {
    await close();
  }
});
