import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openShop } from '../support/stack';

// Each module a remote exposes, loaded in the browser through the shell's own federation runtime
// from the running builds, and checked for what its consumer relies on: the consumer-side
// contract of docs/architecture.md, section 8.2. A remote that renames an export or changes a
// shape fails here before a page breaks. A newly exposed module fails until its contract is here.
const repoRoot = path.join(__dirname, '..', '..');
/* eslint-disable @typescript-eslint/no-require-imports -- the apps' own CommonJS lists */
const { remotes } = require(path.join(repoRoot, 'config/apps.cjs')) as { remotes: readonly { name: string; dir: string }[] };
const { remoteRoutes } = require(path.join(repoRoot, 'config/routes.cjs')) as { remoteRoutes: readonly { remote: string; module: string }[] };
const exposedBy = (dir: string) => Object.keys(require(path.join(repoRoot, dir, 'exposes.cjs')) as Record<string, string>).map((key) => key.slice(2));
/* eslint-enable @typescript-eslint/no-require-imports */

/** Every exposed module, as `<remote>/<module>`. */
const exposed = remotes.flatMap((remote) => exposedBy(remote.dir).map((module) => `${remote.name}/${module}`));

/** Who uses each module, and so what it must be: a React component as default export, or the catalogue API. */
const contracts = new Map<string, { consumer: string; shape: 'component' | 'catalogue' }>([
  ...remoteRoutes.map((route) => [`${route.remote}/${route.module}`, { consumer: "the shell's route table (a page)", shape: 'component' as const }] as const),
  ['nopf/FertilizerPopup', { consumer: "the shell's popup slot", shape: 'component' }],
  ['catalog/ProductGrid', { consumer: "the content's package pages and articles", shape: 'component' }],
  ['catalog/ProductCard', { consumer: "no app today; the architecture's card for other remotes", shape: 'component' }],
  ['catalog/catalogue', { consumer: "the content's package pages, articles and contact FAQs", shape: 'catalogue' }],
  ['office/OfficeApp', { consumer: "the shell's office page (/office/*)", shape: 'component' }],
]);

/** Where a module's consumer loads it: the office only on the office's page, which alone registers it (docs/office.md). */
const pageOf = (id: string) => (id.startsWith('office/') ? '/office' : '/about');

test('every exposed module has a consumer-side contract, and every contract an exposed module', () => {
  expect([...contracts.keys()].sort()).toEqual([...new Set(exposed)].sort());
});

interface FederationGlobal {
  __FEDERATION__: { __INSTANCES__: { name: string; loadRemote: (id: string) => Promise<Record<string, unknown> | null> }[] };
}

test("each remote's exposed components load through the shell's runtime as default-exported components", async ({ page }) => {
  const components = [...contracts].filter(([, contract]) => contract.shape === 'component').map(([id]) => id);
  const defaults: Record<string, string> = {};
  for (const where of [...new Set(components.map(pageOf))]) {
    await openShop(page, where);
    const ids = components.filter((id) => pageOf(id) === where);
    Object.assign(
      defaults,
      await page.evaluate(async (ids) => {
        const shell = (globalThis as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'shell')!;
        const types: Record<string, string> = {};
        for (const id of ids) types[id] = typeof (await shell.loadRemote(id))?.default;
        return types;
      }, ids),
    );
  }
  expect(defaults).toEqual(Object.fromEntries(components.map((id) => [id, 'function'])));
});

test("the catalogue API answers the content remote's calls with the fields it reads", async ({ page }) => {
  await openShop(page, '/about');
  const answers = await page.evaluate(async () => {
    type Product = { id: string; name: string; description: string; subcategory: string; healthGoals: string[] };
    type Catalogue = {
      all(): Promise<Product[]>;
      summaries(): Promise<Omit<Product, 'description'>[]>;
      byId(id: string): Promise<Product | null>;
      faqs(): Promise<{ question: string; answer: string }[]>;
    };
    const shell = (globalThis as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    const { catalogue } = (await shell.loadRemote('catalog/catalogue')) as { catalogue: Catalogue };
    const all = await catalogue.all();
    const first = all[0]!;
    const faqs = await catalogue.faqs();
    const summaries = await catalogue.summaries();
    return {
      count: all.length,
      summaries: { count: summaries.length, first: { id: summaries[0]!.id, name: summaries[0]!.name, subcategory: summaries[0]!.subcategory, healthGoals: summaries[0]!.healthGoals } },
      first: { id: first.id, name: first.name, description: first.description, subcategory: first.subcategory, healthGoals: first.healthGoals },
      byIdFindsIt: (await catalogue.byId(first.id))?.name === first.name,
      unknown: await catalogue.byId('no-such-product'),
      faq: faqs[0],
    };
  });
  expect(answers.count).toBeGreaterThan(0);
  expect(answers.first).toEqual({
    id: expect.any(String),
    name: expect.any(String),
    description: expect.any(String),
    subcategory: expect.any(String),
    healthGoals: expect.any(Array),
  });
  expect(answers.summaries).toEqual({
    count: answers.count,
    first: { id: answers.first.id, name: answers.first.name, subcategory: answers.first.subcategory, healthGoals: answers.first.healthGoals },
  });
  expect(answers.byIdFindsIt).toBe(true);
  expect(answers.unknown).toBeNull();
  expect(answers.faq).toEqual({ question: expect.any(String), answer: expect.any(String) });
});
