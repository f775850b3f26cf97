const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  name: 'catalog',
  dir: __dirname,
  port: 3001,
  exposes: {
    "./App": "./src/app/app.tsx",
    "./SearchBox": "./src/features/search/search-box.tsx"
  },
});
