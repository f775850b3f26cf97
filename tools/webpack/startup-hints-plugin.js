// Start-up hints for the host page (LCP). The shell's bootstrap reads /app-config.json before it can
// register remotes or render, so the page preloads it alongside main.js; main.js gets `fetchpriority="high"`
// (a deferred script is otherwise fetched at low priority). Preloading every start-up chunk from the HTML was
// measured too (Lighthouse mobile, two runs each): no better LCP, as they compete with main.js for bandwidth.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class StartupHintsPlugin {
  /** @param {{ preload?: Array<{ href: string, as: string }>, preloadChunks?: string[], entryScript?: string }} [options] */
  constructor(options = {}) {
    this.preload = options.preload ?? [];
    this.preloadChunks = options.preloadChunks ?? [];
    this.entryScript = options.entryScript ?? '/main.js';
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupHintsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupHintsPlugin', (data) => {
        for (const tag of [...data.headTags, ...data.bodyTags]) {
          if (tag.tagName === 'script' && tag.attributes.src === this.entryScript)
            tag.attributes.fetchpriority = 'high';
        }
        const publicPath = '/';
        const chunkFiles = this.preloadChunks.flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          return chunk ? [...chunk.files].filter((f) => /\.(js|css)$/.test(f)) : [];
        });
        data.headTags.push(
          ...chunkFiles.map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'StartupHintsPlugin' },
            // A chunk's CSS file (mini-css-extract-plugin) is requested with its JS: preload both.
            attributes: { rel: 'preload', href: publicPath + file, as: file.endsWith('.css') ? 'style' : 'script' },
          })),
          ...this.preload.map(({ href, as }) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'StartupHintsPlugin' },
            attributes: { rel: 'preload', href, as, crossorigin: 'anonymous' },
          })),
        );
        return data;
      });
    });
  }
}

module.exports = { StartupHintsPlugin };
