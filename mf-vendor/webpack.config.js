const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  name: 'vendor',
  dir: __dirname,
  port: 3005,
  exposes: {
    "./App": "./src/app/app.tsx"
  },
});
