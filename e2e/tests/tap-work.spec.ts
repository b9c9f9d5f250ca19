import { expect, test, type Browser } from '@playwright/test';
import type { FiberWork, countedWork as CountedWork, recordFiberWork as RecordFiberWork, startCounting as StartCounting } from '../../tools/measure/taps/fiber-work.mjs';
import type { Interaction, VIEWPORTS as Viewports, pageIsLive as PageIsLive, popupAlreadySeen as PopupAlreadySeen, seenPage as SeenPage } from '../../tools/measure/taps/interactions.mjs';
import { tapBudgets } from '../../config/tap-budgets.cjs';
import { measuredCart } from '../support/measured-pages';
import { originOf, SHOP } from '../support/origins';


type Taps = { interactions: readonly Interaction[]; VIEWPORTS: typeof Viewports; pageIsLive: typeof PageIsLive; popupAlreadySeen: typeof PopupAlreadySeen; seenPage: typeof SeenPage };
type Work = { recordFiberWork: typeof RecordFiberWork; startCounting: typeof StartCounting; countedWork: typeof CountedWork };
const load = <T>(file: string) => import(new URL(`../../tools/measure/taps/${file}`, `file://${__filename}`).href) as Promise<T>;

/**
 * Every tap of `npm run bench:taps` (issue 41: each answered within 100 ms on a slow phone) does
 * no more work than config/tap-budgets.cjs allows: the React fibers rendered in the commits the
 * tap causes, and the commits, counted deterministically (tools/measure/taps/fiber-work.mjs). Time is
 * the benchmark's; this check catches a change that makes a tap re-render much more of the page
 * (a store subscription too wide, a lost memo) on any machine. Reduced motion keeps the carousels
 * still, so only the tap moves the page.
 */
test.describe('the work each tap makes React do', () => {
  let taps: Taps;
  let work: Work;
  test.beforeAll(async () => {
    [taps, work] = await Promise.all([load<Taps>('interactions.mjs'), load<Work>('fiber-work.mjs')]);
  });

  /** One tap on a fresh page, made live and prepared first; what it made React do. */
  async function countTap(browser: Browser, interaction: Interaction): Promise<FiberWork> {
    const context = await browser.newContext({ ...taps.VIEWPORTS[interaction.screen], reducedMotion: 'reduce', serviceWorkers: 'block' });
    try {
      await context.addInitScript(taps.popupAlreadySeen);
      if (interaction.cart) await context.addInitScript((stored) => localStorage.setItem('cart', stored), JSON.stringify(measuredCart(originOf('catalog'))));
      await context.addInitScript(work.recordFiberWork);
      const page = await context.newPage();
      await page.goto(`${SHOP}${interaction.path}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(taps.pageIsLive, undefined, { timeout: 10_000 });
      // The shopper has seen the page (seenPage): what mounts at their first scroll or key (the
      // fertilizer popup's slot, which then decides it is not due) is not the tap's work.
      await taps.seenPage(page);
      await interaction.prepare?.(page);
      await page.waitForLoadState('networkidle');
      await work.startCounting(page);
      await interaction.tap(page);
      await interaction.answered(page);
      return await work.countedWork(page);
    } finally {
      await context.close();
    }
  }

  test('every tap of the benchmark has a budget, and every budget a tap', () => {
    expect(Object.keys(tapBudgets).sort()).toEqual(taps.interactions.map((interaction) => interaction.name).sort());
  });

  // One test per budget: the names are read as the runner lists the tests, before the ES module loads.
  for (const name of Object.keys(tapBudgets)) {
    test(name, async ({ browser }) => {
      const interaction = taps.interactions.find((candidate) => candidate.name === name);
      expect(interaction, `tools/measure/taps/interactions.mjs has no interaction "${name}"`).toBeDefined();
      const budget = tapBudgets[name]!;
      const counted = await countTap(browser, interaction!);
      const figures = `${counted.fibers} fibers rendered in ${counted.commits} commits (${counted.perCommit.join(' + ')})`;
      test.info().annotations.push({ type: 'work', description: figures });
      console.log(`${name}: ${figures}`);
      expect(counted.fibers, `"${name}" rendered ${counted.fibers} React fibers, over its budget of ${budget.fibers} (config/tap-budgets.cjs)`).toBeLessThanOrEqual(budget.fibers);
      expect(counted.commits, `"${name}" made ${counted.commits} React commits, over its budget of ${budget.commits} (config/tap-budgets.cjs)`).toBeLessThanOrEqual(budget.commits);
    });
  }
});
