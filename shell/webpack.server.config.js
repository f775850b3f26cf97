const createServerConfig = require('../tools/webpack/create-server-config');

// The renderer's server build: dist-server/render.js, required by server/serve.mjs.
module.exports = createServerConfig('shell', __dirname, { entry: './server/entry.ts' });
