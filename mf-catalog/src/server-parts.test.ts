import path from 'node:path';
import { exposedModules } from './server-parts';

// The parts other servers render are the exposed modules themselves, by the names the browser's
// federation knows them by: a content page's HTML then draws what its browser code hydrates.
describe("the catalog's server parts", () => {
  it('are exposed modules, each the module exposes.cjs names', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remote's own list, a CommonJS file
    const exposes = require('../exposes.cjs') as Record<string, string>;
    expect(Object.keys(exposedModules).sort()).toEqual(['ProductGrid', 'catalogue']);
    for (const [name, module] of Object.entries(exposedModules)) {
      const source = exposes[`./${name}`];
      expect(source).toBeDefined();
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the exposed file, as the build resolves it
      const required = require(path.join(__dirname, '..', source!)) as Record<string, unknown>;
      // Export for export: the same functions and objects (a namespace object wraps them).
      for (const [key, value] of Object.entries(required)) expect((module as Record<string, unknown>)[key]).toBe(value);
    }
  });
});
