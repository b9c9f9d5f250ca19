// `npm run measure`: loads the pages below of the production build in Chromium, each with a
// cold cache, and prints per page the JavaScript transferred (compressed bytes on the wire), the
// request count, how many copies of each shared library the page loaded (the federation
// runtime's share registry; every count must be 1), the React fibers the page's tree holds once
// settled (what React walked to hydrate and keeps: a deterministic count of its work, where CPU
// time on this machine is too noisy to compare), and for / how busy the main thread is in 10 s
// after load with nobody touching the page (tools/measure/measure-page.mjs).
//
// Exits non-zero, saying which page and why, when a page was not really measured (it answered
// another status than 200, drew nothing or a remote's fallback, lost a request, or loaded no
// shared library: tools/measure/page-checks.mjs), or a library is loaded twice; with `--budget`
// (`npm run test:budget`, part of `npm test`) also when a page is over its budget.
//
// It measures this repository's builds: it builds what changed (tools/serve/build-changed.mjs) and serves the builds itself
// (tools/serve/serve.mjs, in a child process) on a free block of ports, never whatever answers on the
// shop's ports. `-- --origin http://localhost:3000` measures a running shop there instead, on purpose.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildChanged } from '../serve/build-changed.mjs';
import { IDLE_WINDOW_MS, measurePage } from './measure-page.mjs';
import { pageProblems, twiceLoaded } from './page-checks.mjs';
import { runningShop, serveOwnBuilds } from '../serve/serve-builds.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../../config/chromium.cjs');
const { firstLoadJsKb, goalKb } = require('../../config/budgets.cjs');
/** @type {{ measuredPages: ReadonlyArray<{ name: string, path: string, cart?: boolean }>, measuredCart: (catalogOrigin: string) => unknown[] }} */
const { measuredPages, measuredCart } = require('../../config/measured-pages.cjs');

const { values: options } = parseArgs({ options: { budget: { type: 'boolean', default: false }, origin: { type: 'string' } } });
/** `--budget`: fail when a page loads more JavaScript than config/budgets.cjs allows (npm test). */
const checkBudget = options.budget;
const PAGES = measuredPages.map((page) => page.name);
const unbudgeted = PAGES.filter((name) => firstLoadJsKb[name] === undefined);
if (unbudgeted.length > 0) throw new Error(`config/budgets.cjs has no budget for ${unbudgeted.join(', ')} (config/measured-pages.cjs)`);

if (!options.origin) buildChanged();
const served = options.origin ? await runningShop(options.origin) : await serveOwnBuilds();
const browser = await chromium.launch({ executablePath, args });
const results = [];
try {
  for (const page of measuredPages) {
    const cart = page.cart ? JSON.stringify(measuredCart(served.catalogOrigin)) : undefined;
    results.push(await measurePage(browser, { origin: served.origin, path: page.path, name: page.name, cart, idle: page.path === '/' && !checkBudget }));
  }
} finally {
  await browser.close();
  await served.close();
}

const libraries = [...new Set(results.flatMap((result) => Object.keys(result.shared ?? {})))].sort();
console.log(`\nFirst load, cold cache, mobile viewport (JS = compressed bytes transferred), ${served.origin}\n`);
console.log(['page', 'status', 'JS (KB)', 'budget (KB)', 'requests', 'React fibers', 'shared libraries loaded more than once'].join(' | '));
console.log('--- | ---: | ---: | ---: | ---: | ---: | ---');
for (const result of results) {
  const twice = twiceLoaded(result);
  console.log([result.path, result.status ?? 'none', (result.jsBytes / 1024).toFixed(1), firstLoadJsKb[result.path], result.requests, result.fibers, twice.length ? twice.join(', ') : 'none'].join(' | '));
}
console.log(`(goal: ${goalKb.home} KB on /, ${goalKb.otherPages} KB on the other pages)`);
for (const result of results) {
  if (result.idle !== null)
    console.log(
      `\nMain thread busy on ${result.path}, untouched, ${IDLE_WINDOW_MS / 1000} s after load: ${(result.idle * 100).toFixed(1)}% on a first visit (the fertilizer popup open), ${((result.returning ?? 0) * 100).toFixed(1)}% on a later one (budget 3%)`,
    );
}
console.log('\nCopies loaded per shared library (0 = not needed on that page):\n');
console.log(['library', ...PAGES].join(' | '));
console.log(['---', ...PAGES.map(() => '---:')].join(' | '));
for (const name of libraries) console.log([name, ...results.map((result) => result.shared?.[name] ?? 0)].join(' | '));

const failures = [
  ...results.flatMap((result) => pageProblems(result).map((problem) => `Not measured: ${problem}`)),
  ...results.filter((result) => twiceLoaded(result).length > 0).map((result) => `${result.path} loads a shared library more than once: ${twiceLoaded(result).join(', ')}`),
  ...(checkBudget
    ? results
        .filter((result) => result.jsBytes / 1024 > firstLoadJsKb[result.path])
        .map((result) => `${result.path} loads ${(result.jsBytes / 1024).toFixed(1)} KB of JavaScript, over its budget of ${firstLoadJsKb[result.path]} KB (config/budgets.cjs).`)
    : []),
];
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
