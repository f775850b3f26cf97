const createConfig = require('../tools/webpack/create-config');

// Name, port, exposes and title: apps.registry.mjs.
module.exports = createConfig('admin', __dirname);
