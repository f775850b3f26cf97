const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  name: 'checkout',
  dir: __dirname,
  port: 3002,
  exposes: {
    "./App": "./src/app/app.tsx",
    "./MiniCart": "./src/features/mini-cart/mini-cart.tsx"
  },
});
