// Writes an app's generated files at build time: on every compilation it loads a TypeScript
// manifest module (through tsx) whose function returns `{ path, content }[]` (content a string
// or a Buffer; the function gets `{ production }`), and emits each
// entry as an asset at that path, so `npm run build` writes them into dist/ and `webpack serve`
// serves them from memory. Used for the drawn pictures (no image files in git, nothing
// downloaded) and for data other services read, such as the catalogue's published prices.
const path = require('node:path');

const PLUGIN = 'GeneratedFilesPlugin';

/** Forgets the modules under `dirs` that tsx loaded, so the next load reads the files again. */
function forgetModules(dirs) {
  for (const key of Object.keys(require.cache)) {
    // tsx keys its modules `<file>?namespace=<id>`.
    const file = key.replace(/\?.*$/, '');
    if (dirs.some((dir) => file.startsWith(dir + path.sep))) Reflect.deleteProperty(require.cache, key);
  }
}

class GeneratedFilesPlugin {
  /**
   * @param {{ manifest: string, exportName: string, prefix: string, watch: string[] }} options
   *   `manifest`: the module whose export `exportName` is a function returning
   *   `{ path, content }[]` (content a string or a Buffer); `prefix`: the folder every path must start with,
   *   e.g. '/uploads/'; `watch`: the folders the generating code and its data live in, watched
   *   by `webpack serve` and read afresh on every compilation.
   */
  constructor({ manifest, exportName, prefix, watch }) {
    this.manifest = path.resolve(manifest);
    this.exportName = exportName;
    this.prefix = prefix;
    this.watch = watch.map((dir) => path.resolve(dir));
  }

  /**
   * The manifest's files, from freshly loaded modules.
   * @param {{ production: boolean }} build
   */
  load(build) {
    forgetModules(this.watch);
    const { require: tsxRequire } = require('tsx/cjs/api');
    const generate = tsxRequire(this.manifest, __filename)[this.exportName];
    if (typeof generate !== 'function') throw new Error(`${this.manifest} does not export ${this.exportName}()`);
    const files = generate(build);
    if (!Array.isArray(files)) throw new Error(`${this.exportName}() did not return an array`);
    return files;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Edits to the data or the generating code start a new compilation under `webpack serve`.
      for (const dir of this.watch) compilation.contextDependencies.add(dir);
      compilation.fileDependencies.add(this.manifest);
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        let files;
        try {
          files = this.load({ production: compiler.options.mode === 'production' });
        } catch (error) {
          const failure = new WebpackError(`${PLUGIN}: could not generate the ${this.prefix} files: ${error instanceof Error ? error.message : String(error)}`);
          if (error instanceof Error && error.stack) failure.details = error.stack;
          compilation.errors.push(failure);
          return;
        }
        for (const file of files) {
          if (!file || typeof file.path !== 'string' || (typeof file.content !== 'string' && !Buffer.isBuffer(file.content)) || !file.path.startsWith(this.prefix)) {
            compilation.errors.push(new WebpackError(`${PLUGIN}: bad manifest entry ${JSON.stringify(file && file.path)}`));
            continue;
          }
          const name = file.path.slice(1);
          if (compilation.getAsset(name)) {
            compilation.errors.push(new WebpackError(`${PLUGIN}: ${name} is emitted twice`));
            continue;
          }
          compilation.emitAsset(name, new sources.RawSource(file.content), { minimized: true });
        }
      });
    });
  }
}

module.exports = GeneratedFilesPlugin;
