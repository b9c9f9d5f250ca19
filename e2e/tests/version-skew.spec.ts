import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { openShop, redeployRemote, startRemote } from '../support/stack';

// A remote and the shell are deployed apart, so a page can meet a remote built against another
// minor version of @mimea/shared than the shell provides (shared/CHANGELOG.md: within a major,
// changes are additive; a remote's package.json range becomes its requiredVersion). These
// journeys deploy the fertilizer remote again with its requirement one minor ahead of, and one
// behind, the shell's shared, and use its page.
const repoRoot = path.join(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as { version: string; dependencies: Record<string, string> };
const shellShared = readJson('shared/package.json').version;
const nopfRange = readJson('mf-nopf/package.json').dependencies['@mimea/shared']!;
const [major, minor] = shellShared.split('.').map(Number) as [number, number];

/** The remote as built against `range` of shared: its entry files require that range instead. */
async function deployNopfRequiring(range: string): Promise<void> {
  if (range !== nopfRange) await redeployRemote('nopf', `"${nopfRange}"`, `"${range}"`);
}

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** The fertilizer page drawn and working: a pack size chosen changes the order message. */
async function expectNopfPageWorks(page: Page): Promise<void> {
  await openShop(page, '/nopf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NutriPlant Organic Plus Fertilizer (NOPF)');
  const order = page.getByRole('region', { name: 'Order NOPF' });
  await order.getByText('100ml', { exact: true }).click();
  await expect(order.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', /100ml%20bottle/);
}

test.describe('version skew between a remote and the shell', () => {
  test.afterEach(async () => {
    await startRemote('nopf');
  });

  test('a shell one version behind a remote still runs it, and the console says the remote wants a newer shell', async ({ page }) => {
    const ahead = `^${major}.${minor + 1}.0`;
    await deployNopfRequiring(ahead);
    const warnings = collectWarnings(page);
    const errors = collectConsoleErrors(page);
    await expectNopfPageWorks(page);
    expect(warnings.some((warning) => warning.includes('@mimea/shared') && warning.includes(ahead))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a remote one version behind the shell runs as it is, with nothing to report', async ({ page }) => {
    // On the first minor of a major there is no older one: the remote is level with the shell.
    const behind = `^${major}.${Math.max(minor - 1, 0)}.0`;
    await deployNopfRequiring(behind);
    const warnings = collectWarnings(page);
    const errors = collectConsoleErrors(page);
    await expectNopfPageWorks(page);
    expect(warnings.filter((warning) => warning.includes('@mimea/shared'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
