const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({ name: 'shell', dir: __dirname, port: 3000, host: true, title: 'Utsav — Book event services across India' });
