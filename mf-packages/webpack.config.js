const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  name: 'packages',
  dir: __dirname,
  port: 3004,
  exposes: {
    "./App": "./src/app/app.tsx",
    "./PackageModal": "./src/features/package-modal/package-modal.tsx"
  },
});
