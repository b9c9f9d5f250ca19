// Emits a WebP version of every drawn SVG under uploads/ at each width of its kind
// (src/build-time/raster-pictures.ts), after GeneratedFilesPlugin has emitted the SVGs, so
// `npm run build` writes them to dist/uploads/ and `webpack serve` serves them from memory.
// A picture is drawn again only when its SVG changed.
const path = require('node:path');

const PLUGIN = 'RasterPicturesPlugin';
const MODULE = path.join(__dirname, 'src/build-time/raster-pictures.ts');

class RasterPicturesPlugin {
  constructor() {
    /** @type {Map<string, { svg: string, files: { path: string, content: Buffer }[] }>} */
    this.drawn = new Map();
    this.fontsChecked = false;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, async () => {
        const { require: tsxRequire } = require('tsx/cjs/api');
        const { assertTextIsDrawn, rasterFilesOf } = tsxRequire(MODULE, __filename);
        const svgs = compilation.getAssets().filter((asset) => /^uploads\/.+\.svg$/.test(asset.name));
        try {
          // Once per process: a machine without fonts fails the build rather than ship empty labels.
          const labelled = svgs.find((asset) => asset.name.startsWith('uploads/products/'));
          if (labelled && !this.fontsChecked) {
            await assertTextIsDrawn(labelled.source.source().toString());
            this.fontsChecked = true;
          }
          for (let start = 0; start < svgs.length; start += 8) {
            await Promise.all(
              svgs.slice(start, start + 8).map(async (asset) => {
                const svg = asset.source.source().toString();
                const known = this.drawn.get(asset.name);
                const files = known && known.svg === svg ? known.files : await rasterFilesOf(`/${asset.name}`, svg);
                this.drawn.set(asset.name, { svg, files });
                for (const file of files) compilation.emitAsset(file.path.slice(1), new sources.RawSource(file.content), { minimized: true });
              }),
            );
          }
        } catch (error) {
          compilation.errors.push(new WebpackError(`${PLUGIN}: ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
  }
}

module.exports = RasterPicturesPlugin;
