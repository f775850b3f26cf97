// Build-time helpers (`npm run bench`, byte budgets):
// - ChunkModulesPlugin writes `chunk-modules.json`: for every emitted JS file, the library modules it carries
//   (node_modules package + path, or @utsav/shared source file) with their sizes. The bench maps the JS files a
//   page fetched to these lists to count how many times each shared singleton was downloaded and to name the
//   biggest modules of a page. Package-relative paths only; no app source paths.
// - GzipPlugin emits `<file>.gz` (zlib level 9) next to every JS/CSS/SVG/HTML asset and mf-manifest.json over 1 KB, so
//   tools/serve-static.mjs (sirv `gzip: true`) serves compressed bytes with no CPU cost per request.
//   app-config.json is never precompressed: operators edit it after the build.
const path = require('node:path');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '..', '..');

/** 'react-dom/cjs/react-dom-client.production.js' | '@utsav/shared/session.ts' | null (the app's own code). */
function libraryId(resource) {
  if (!resource) return null;
  const file = resource.split('?')[0];
  const nm = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (nm >= 0)
    return file
      .slice(nm + 14)
      .split(path.sep)
      .join('/');
  for (const [dir, pkg] of [
    ['shared', '@utsav/shared'],
    ['ui', '@utsav/ui'],
    ['domain', '@utsav/domain'],
  ]) {
    const src = path.join(ROOT, dir, 'src') + path.sep;
    if (file.startsWith(src)) return `${pkg}/${file.slice(src.length).split(path.sep).join('/')}`;
  }
  return null;
}

function packageOf(id) {
  const parts = id.split('/');
  return id.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

class ChunkModulesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkModulesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkModulesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = {};
          for (const chunk of compilation.chunks) {
            const modules = {};
            let appBytes = 0;
            for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const inner of m.modules ?? [m]) {
                const id = libraryId(inner.resource);
                const size = typeof inner.size === 'function' ? inner.size() : 0;
                if (id) modules[id] = (modules[id] ?? 0) + size;
                else if (inner.resource) appBytes += size;
              }
            }
            const packages = {};
            for (const [id, size] of Object.entries(modules))
              packages[packageOf(id)] = (packages[packageOf(id)] ?? 0) + size;
            for (const file of chunk.files)
              if (file.endsWith('.js')) files[file] = { chunk: chunk.name ?? chunk.id, appBytes, packages, modules };
          }
          compilation.emitAsset('chunk-modules.json', new RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}

class GzipPlugin {
  constructor({ test = /(\.(js|css|svg|html)|(^|\/)mf-manifest\.json)$/, minBytes = 1024 } = {}) {
    this.test = test;
    this.minBytes = minBytes;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('GzipPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'GzipPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!this.test.test(name) || name.endsWith('.gz')) continue;
            const buffer = compilation.getAsset(name).source.buffer();
            if (buffer.length < this.minBytes) continue;
            compilation.emitAsset(`${name}.gz`, new RawSource(zlib.gzipSync(buffer, { level: 9 })), {
              compressed: true,
            });
          }
        },
      );
    });
  }
}

module.exports = { ChunkModulesPlugin, GzipPlugin, libraryId };
