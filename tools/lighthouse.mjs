// `npm run lighthouse`: Lighthouse (mobile, its defaults: a mid-range phone on a slow 4G link,
// simulated) on the shop's budget pages, against a running `npm start`. Runs each page three
// times and prints, per page, the median performance score and the median LCP, TBT, FCP and CLS,
// the other three category scores, and the accessibility, best-practices and SEO audits that failed.
//   npm run lighthouse [-- http://localhost:3000] [-- --runs 1]
// Lighthouse is a package of its own (tools/lighthouse/, with its lock file), installed here on
// first use: it needs Node 22 or newer, which the shop's scripts run on (the `node` package of
// the root), while the root's `npm install` may run on an older system Node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { args, executablePath } = require('../config/chromium.cjs');

const argv = process.argv.slice(2);
const runsFlag = argv.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(argv[runsFlag + 1]) : 3;
const origin = argv.find((arg) => arg.startsWith('http')) ?? 'http://localhost:3000';
/** The pages of the performance budget (docs/architecture.md, section 6). */
const pages = ['/', '/shop', '/product/olive-soap', '/cart', '/nopf'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const runnerDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lighthouse');
const lighthouseCli = path.join(runnerDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
if (!fs.existsSync(lighthouseCli)) {
  console.log('Installing Lighthouse (tools/lighthouse/, once)…');
  const install = spawnSync('npm', ['ci', '--no-fund', '--no-audit'], { cwd: runnerDir, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-lighthouse-')), 'report.json');

function lighthouse(page) {
  const run = spawnSync(
    process.execPath,
    [lighthouseCli, `${origin}${page}`, '--quiet', '--output=json', `--output-path=${report}`, `--chrome-flags=--headless ${args.join(' ')}`],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? executablePath } },
  );
  if (run.status !== 0) {
    console.error(`Lighthouse failed on ${page}: is the shop running (npm start)?`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(report, 'utf8'));
}

const ms = (value) => `${Math.round(value)} ms`;
console.log(`Lighthouse mobile, median of ${runs} run${runs === 1 ? '' : 's'} a page\n`);
console.log('page | performance | LCP | TBT | FCP | CLS | accessibility | best practices | SEO | runs (score / TBT)');
console.log('--- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---');
/** The middle value of `values` (of an odd count; the upper middle of an even one). */
const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const page of pages) {
  const results = Array.from({ length: runs }, () => lighthouse(page));
  const score = (result, id) => Math.round(result.categories[id].score * 100);
  // Each figure is its own median over the runs (the "median of 3 runs each"); the run
  // whose performance score is the median stands for the page's other categories.
  const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = sorted[Math.floor(sorted.length / 2)];
  const metric = (id) => middle(results.map((result) => result.audits[id].numericValue));
  console.log(
    [
      page,
      score(median, 'performance'),
      ms(metric('largest-contentful-paint')),
      ms(metric('total-blocking-time')),
      ms(metric('first-contentful-paint')),
      metric('cumulative-layout-shift').toFixed(3),
      ...categories.slice(1).map((id) => score(median, id)),
      results.map((result) => `${score(result, 'performance')} / ${Math.round(result.audits['total-blocking-time'].numericValue)}`).join(', '),
    ].join(' | '),
  );
  for (const id of categories.slice(1)) {
    for (const ref of median.categories[id].auditRefs) {
      const audit = median.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`  ${id}: ${audit.id} (${audit.title})`);
    }
  }
}
