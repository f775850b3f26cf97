const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  name: 'account',
  dir: __dirname,
  port: 3003,
  exposes: {
    "./App": "./src/app/app.tsx"
  },
});
