// One jest setup for every workspace (architecture §7: @swc/jest for speed; `tsc --noEmit` checks types separately).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

// The browser projects: @utsav/shared, @utsav/ui and every app of the registry (apps.registry.mjs, loaded with require()).
const { APPS } = require('./apps.registry.mjs');
// The i18n namespaces and their catalogues' folders (docs/i18n.md): tests load the English ones.
const I18N_NAMESPACES = [
  { ns: 'ui', dir: 'ui/src/locales/ui' },
  { ns: 'ui-more', dir: 'ui/src/locales/ui-more' },
  ...APPS.map((a) => ({ ns: a.name, dir: `${a.dir}/src/locales` })),
  { ns: 'shell-pages', dir: 'shell/src/features/static-pages/locales' },
  { ns: 'shell-shortlist', dir: 'shell/src/features/shortlist/locales' },
];

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../tools/jest/jsdom-with-fetch.js',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
  },
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts', '<rootDir>/../tools/jest/setup-i18n.ts'],
  globals: { __BUILD_ID__: 'test', __STANDALONE__: false, __MONOLITH__: false, __I18N_NAMESPACES__: I18N_NAMESPACES },
});

// @utsav/domain runs where there is no browser (the API): its tests run in node (a test needing a page says so in a
// `@jest-environment jsdom` docblock), with no React and no i18n runtime.
const domainProject = {
  displayName: 'domain',
  rootDir: '<rootDir>/domain',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
};

module.exports = {
  projects: [
    domainProject,
    ...['shared', 'ui', ...APPS.map((a) => a.dir)].map(browserProject),
    {
      displayName: 'contracts',
      rootDir: '<rootDir>/tools/contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
  ],
};
