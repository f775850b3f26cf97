const createServerConfig = require('../tools/webpack/create-server-config');

// The server target: dist/server/remoteEntry.js, loaded by the shell's renderer at run time.
// './Ssr' (data and page description for the renderer) is exposed only here.
module.exports = createServerConfig('packages', __dirname, { serverExposes: { './Ssr': './src/server/ssr.ts' } });
