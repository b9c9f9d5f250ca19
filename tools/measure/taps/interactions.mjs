// The taps the shop answers within 100 ms (issue 41, item 2), each as a shopper makes it: where
// (the page, a phone's or a desktop's screen, with or without a cart), what is done before it
// (`prepare`, not measured: a field focused, a form filled, the pointer over the button), the tap
// itself, and what shows that the shop answered it (`answered`). One list for the benchmark
// (`npm run bench:taps`, tools/measure/bench-taps.mjs: Event Timing at 4× CPU slowdown) and the
// deterministic check of the work each tap causes (e2e/tests/tap-work.spec.ts: React fibers
// rendered, config/tap-budgets.cjs). Written against Playwright's Page, which both drive. A tap
// on an element is aimed in `prepare` (scrolled into view, the page settled) and made as the
// browser's input alone (shopper-tap.mjs): what Playwright's own tap() runs in the page around the
// input is not the shop's time.
import { aim, aimPointer, clickAimed, touch } from './shopper-tap.mjs';

/** A phone below the storefront's 768 px breakpoint, touched; a desktop, with a pointer. */
export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */
/**
 * @typedef {object} Interaction
 * @property {string} name what the shopper does (the key of config/tap-budgets.cjs)
 * @property {keyof typeof VIEWPORTS} screen
 * @property {string} path the page it is done on
 * @property {boolean} [cart] the page is visited with config/measured-pages.cjs's cart
 * @property {(page: Page) => Promise<void>} [prepare] what comes before the tap, not measured (the
 *   shopper bringing what they tap on screen among it)
 * @property {(page: Page) => Promise<void>} tap the interaction
 * @property {(page: Page) => Promise<void>} answered resolves once what the tap does shows
 */

const SHOWN = { state: /** @type {const} */ ('visible'), timeout: 10_000 };

/** @param {Page} page */
const headerSearchBox = (page) => page.locator('#header-search').getByRole('searchbox', { name: 'Search products' });

/** @param {Page} page */
const firstCardName = (page) => page.getByTestId('product-card').first().locator('a.name');

/** @type {ReadonlyArray<Interaction>} */
export const interactions = [
  {
    name: 'add to cart (a shop card)',
    screen: 'phone',
    path: '/shop',
    prepare: (page) => aim(page, page.getByRole('button', { name: /^Add .+ to cart$/ }).first()),
    tap: touch,
    answered: (page) => page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor(SHOWN),
  },
  {
    name: 'add to cart (the product page)',
    screen: 'phone',
    path: '/product/olive-soap',
    prepare: (page) => aim(page, page.getByRole('button', { name: 'Add to Cart', exact: true })),
    tap: touch,
    answered: (page) => page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor(SHOWN),
  },
  {
    name: '+ on the cart stepper',
    screen: 'phone',
    path: '/cart',
    cart: true,
    prepare: (page) => aim(page, page.getByRole('button', { name: 'Increase quantity of Olive Soap' })),
    tap: touch,
    answered: (page) => page.getByRole('link', { name: 'Cart, 3 items' }).first().waitFor(SHOWN),
  },
  {
    name: 'open the mobile menu',
    screen: 'phone',
    path: '/',
    prepare: (page) => aim(page, page.getByRole('button', { name: 'Open navigation menu' })),
    tap: touch,
    answered: (page) => page.getByRole('dialog', { name: 'Navigation Menu' }).waitFor(SHOWN),
  },
  {
    name: 'choose a filter (/shop)',
    screen: 'desktop',
    path: '/shop',
    prepare: (page) => aimPointer(page, page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: 'Skincare' })),
    tap: clickAimed,
    answered: (page) => page.getByRole('heading', { level: 1, name: 'Skincare' }).waitFor(SHOWN),
  },
  {
    name: "type a search (the shop's box)",
    screen: 'phone',
    path: '/shop',
    prepare: (page) => page.getByRole('searchbox', { name: 'Search the shop' }).focus(),
    tap: (page) => page.keyboard.press('t'),
    answered: async (page) => {
      const box = page.getByRole('searchbox', { name: 'Search the shop' });
      await page.waitForFunction((element) => element instanceof globalThis.HTMLInputElement && element.value === 't', await box.elementHandle(), { timeout: 10_000 });
    },
  },
  {
    name: "type a search (the header's box)",
    screen: 'desktop',
    path: '/',
    // The search bar opens focused (the header's search button).
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Open search' }).click();
      await headerSearchBox(page).focus();
    },
    tap: (page) => page.keyboard.press('t'),
    answered: async (page) => {
      await page.waitForFunction((element) => element instanceof globalThis.HTMLInputElement && element.value === 't', await headerSearchBox(page).elementHandle(), { timeout: 10_000 });
    },
  },
  {
    name: 'open the M-Pesa dialog (/checkout)',
    screen: 'phone',
    path: '/checkout',
    cart: true,
    // The shopper's form, filled as the e2e journeys fill it; focusing it fetched the dialog's code.
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'First name' }).fill('Wanjiku');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Kamau');
      await page.getByRole('textbox', { name: 'Phone number' }).fill('0722 123 456');
      await page.getByRole('textbox', { name: 'National ID number' }).fill('12345678');
      await page.getByRole('combobox', { name: 'County' }).selectOption('Nairobi');
      const stations = page.getByRole('combobox', { name: 'Pickup station' });
      const station = await stations.locator('option:not([value=""])').first().getAttribute('value');
      await stations.selectOption(station ?? '');
      await page.getByRole('radio', { name: 'M-Pesa' }).check();
      await page.waitForLoadState('networkidle');
      await aim(page, page.getByRole('button', { name: 'Place Order' }));
    },
    tap: touch,
    answered: (page) => page.getByRole('dialog', { name: 'Pay with M-Pesa' }).waitFor(SHOWN),
  },
  {
    name: 'next carousel slide (/)',
    screen: 'desktop',
    path: '/',
    // The pointer over the carousel pauses it, as a shopper's does on the way to the arrow.
    prepare: (page) => aimPointer(page, page.getByRole('region', { name: 'Health package offers' }).getByRole('button', { name: 'Next slide' })),
    tap: clickAimed,
    answered: (page) =>
      page.getByRole('region', { name: 'Health package offers' }).locator('[aria-current="true"]').and(page.getByRole('button', { name: /^Go to slide 2:/ })).waitFor(SHOWN),
  },
  {
    name: 'open a product from the shop',
    screen: 'phone',
    path: '/shop',
    prepare: (page) => aim(page, firstCardName(page)),
    tap: touch,
    // The product page's own button (a card's is named after its product).
    answered: (page) => page.getByRole('button', { name: 'Add to Cart', exact: true }).waitFor(SHOWN),
  },
];

/**
 * Runs before the page's scripts: the fertilizer popup counts as closed just now (a first
 * visit's popup would cover the page), as the e2e journeys' browsers have it.
 */
export function popupAlreadySeen() {
  localStorage.setItem('fertilizerPopupLastSeen', String(Date.now()));
  localStorage.setItem('nopfPopupSeen', 'true');
}

/**
 * True once React has taken the page over: the shell marks the chrome live (`data-live` on
 * <html>) and the page's region is React's (e2e/support/stack.ts, waitUntilLive).
 */
export function pageIsLive() {
  const content = globalThis.document.querySelector('main > *');
  return globalThis.document.documentElement.hasAttribute('data-live') && content !== null && Object.keys(content).some((key) => key.startsWith('__reactFiber'));
}

/**
 * What a shopper does before their first tap, as a key press does without moving the page: the
 * shop learns the page was seen (shell/src/features/popup/use-after-page-load.ts).
 * @param {import('playwright-core').Page} page
 */
export async function seenPage(page) {
  await page.keyboard.press('Shift');
}
