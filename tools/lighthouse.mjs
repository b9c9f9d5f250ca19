// Lighthouse (mobile, its defaults) on the pages issue 8 names, against a running `npm start`:
// prints the four category scores of each page and the SEO, best-practices and accessibility
// audits that did not pass.   npm run lighthouse [-- http://localhost:3000]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { args, executablePath } = require('../config/chromium.cjs');

const origin = process.argv[2] ?? 'http://localhost:3000';
const pages = ['/', '/shop', '/product/olive-soap', '/nopf'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-lighthouse-')), 'report.json');

for (const page of pages) {
  const run = spawnSync(
    'npx',
    ['lighthouse', `${origin}${page}`, '--quiet', '--output=json', `--output-path=${report}`, `--chrome-flags=--headless ${args.join(' ')}`],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? executablePath } },
  );
  if (run.status !== 0) {
    console.error(`Lighthouse failed on ${page}: is the shop running (npm start)?`);
    process.exit(1);
  }
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  const scores = categories.map((id) => `${id} ${Math.round(result.categories[id].score * 100)}`).join(', ');
  console.log(`${page.padEnd(20)} ${scores}`);
  for (const id of categories.slice(1)) {
    for (const ref of result.categories[id].auditRefs) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`  ${id}: ${audit.id} (${audit.title})`);
    }
  }
}
