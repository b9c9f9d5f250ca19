// Draws the catalogue's pictures at build time: on every compilation it loads
// src/uploads/uploads-manifest.ts (TypeScript, through tsx) and emits each SVG as an asset at
// uploads/<path>, so `npm run build` writes dist/uploads/… and `webpack serve` serves
// /uploads/… from memory. Nothing is downloaded, at build time or at run time.
const path = require('node:path');

const PLUGIN = 'UploadsPlugin';

/** Forgets the modules under `dirs` that tsx loaded, so the next load reads the files again. */
function forgetModules(dirs) {
  for (const key of Object.keys(require.cache)) {
    // tsx keys its modules `<file>?namespace=<id>`.
    const file = key.replace(/\?.*$/, '');
    if (dirs.some((dir) => file.startsWith(dir + path.sep))) Reflect.deleteProperty(require.cache, key);
  }
}

class UploadsPlugin {
  /**
   * @param {{ manifest?: string, watch?: string[] }} [options]
   *   `manifest`: the module exporting `uploadsManifest(): { path, svg }[]`
   *   (default src/uploads/uploads-manifest.ts); `watch`: the folders its code and data live in,
   *   watched by `webpack serve` and read afresh on every compilation (default src/data and
   *   src/uploads).
   */
  constructor({ manifest = path.join(__dirname, 'src/uploads/uploads-manifest.ts'), watch } = {}) {
    this.manifest = path.resolve(manifest);
    this.watch = (watch ?? [path.join(__dirname, 'src/data'), path.join(__dirname, 'src/uploads')]).map((dir) => path.resolve(dir));
  }

  /** The manifest's files, from freshly loaded modules. */
  load() {
    forgetModules(this.watch);
    const { require: tsxRequire } = require('tsx/cjs/api');
    const { uploadsManifest } = tsxRequire(this.manifest, __filename);
    if (typeof uploadsManifest !== 'function') throw new Error(`${this.manifest} does not export uploadsManifest()`);
    const files = uploadsManifest();
    if (!Array.isArray(files)) throw new Error('uploadsManifest() did not return an array');
    return files;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Edits to the data or the drawings start a new compilation under `webpack serve`.
      for (const dir of this.watch) compilation.contextDependencies.add(dir);
      compilation.fileDependencies.add(this.manifest);
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        let files;
        try {
          files = this.load();
        } catch (error) {
          const failure = new WebpackError(`${PLUGIN}: could not draw the /uploads/ images: ${error instanceof Error ? error.message : String(error)}`);
          if (error instanceof Error && error.stack) failure.details = error.stack;
          compilation.errors.push(failure);
          return;
        }
        for (const file of files) {
          if (!file || typeof file.path !== 'string' || typeof file.svg !== 'string' || !file.path.startsWith('/uploads/')) {
            compilation.errors.push(new WebpackError(`${PLUGIN}: bad manifest entry ${JSON.stringify(file && file.path)}`));
            continue;
          }
          const name = file.path.slice(1);
          if (compilation.getAsset(name)) {
            compilation.errors.push(new WebpackError(`${PLUGIN}: ${name} is emitted twice`));
            continue;
          }
          compilation.emitAsset(name, new sources.RawSource(file.svg), { minimized: true });
        }
      });
    });
  }
}

module.exports = UploadsPlugin;
module.exports.UploadsPlugin = UploadsPlugin;
