// ESLint (flat config), run by `npm run lint` in `npm test` (architecture §2): typescript-eslint's
// recommended rules, React's rules of hooks, and the import boundaries of architecture §1/§5b: no app imports another
// app's files, no remote imports shell code, @utsav/shared imports no app, @utsav/domain imports no app, no browser runtime
// and no React. The apps come from the registry.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import { APPS } from './apps.registry.mjs';

const SOURCES = ['**/*.{ts,tsx,mts,js,mjs,cjs}'];

/** no-restricted-imports patterns that forbid reaching into the given app folders (relative or bare). */
function forbidApps(dirs, message) {
  return dirs.map((dir) => ({ group: [`**/${dir}/**`, `${dir}/**`, `**/${dir}`], message }));
}

const appBoundaries = [
  ...APPS.map((app) => ({
    files: [`${app.dir}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidApps(
            APPS.filter((other) => other.dir !== app.dir).map((other) => other.dir),
            app.kind === 'remote'
              ? 'A remote imports no other app (the shell included): meet through @utsav/shared contracts and bus events.'
              : 'The shell imports no remote: mount its exposed modules with <RemoteSlot>.',
          ),
        },
      ],
    },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidApps(
            APPS.map((a) => a.dir),
            '@utsav/shared depends on no app.',
          ),
        },
      ],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidApps(
            APPS.map((a) => a.dir),
            '@utsav/ui depends on no app.',
          ),
        },
      ],
    },
  },
  {
    // @utsav/domain is what the API shares with the apps: no app, no browser runtime, no React.
    files: ['domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidApps(
              APPS.map((a) => a.dir),
              '@utsav/domain depends on no app.',
            ),
            {
              group: ['@utsav/shared', '@utsav/shared/**', '**/shared/src/**'],
              message: '@utsav/domain runs in the API: it imports nothing of the browser runtime (@utsav/shared).',
            },
            {
              group: ['react', 'react/**', 'react-dom', 'react-dom/**', 'i18next', 'react-i18next', 'zustand'],
              message: '@utsav/domain runs in the API: no React, no i18n runtime, no store.',
            },
          ],
        },
      ],
    },
  },
];

// The API's layers run one way (architecture §4, docs/builds.md "Layers"): routes → domain → data → db. Route modules
// (and the HTTP contract) call domain modules and the data layer; domain modules (bookings, payments, messages…)
// call the data layer; all SQL is in api/src/data (api/test/sql-placement.test.ts fails on SQL or a
// `.query(` call anywhere else but the db layer's driver and migration runner), which imports nothing above it; lib/
// is the toolbox (HTTP errors, dates, auth, the slot rules), usable from every layer. Routes and domain modules see
// the database client only as a type (the transaction handle they pass down to data functions). The entry points
// (app, server, seed, migrate CLI) may import any layer.
const API = 'api/src';
const apiElements = [
  // openapi-document builds the published description from the assembled app.
  {
    type: 'api-entry',
    pattern: [
      `${API}/app.ts`,
      `${API}/server.ts`,
      `${API}/db/seed.ts`,
      `${API}/db/seed-data.ts`,
      `${API}/db/seed-packages.ts`,
      `${API}/db/migrate-cli.ts`,
      `${API}/contract/openapi-document.ts`,
    ],
  },
  { type: 'api-routes', pattern: [`${API}/routes/**`] },
  // The HTTP contract (request and reply schemas): routes use it; below, only its types.
  { type: 'api-contract', pattern: [`${API}/contract/**`] },
  // Pure rules (no I/O): importable from the data layer like @utsav/shared's pricing.
  {
    type: 'api-rules',
    pattern: [
      `${API}/payments/money.ts`,
      `${API}/bookings/booking-detail.ts`,
      `${API}/bookings/booking-money.ts`,
      `${API}/bookings/reschedule-fields.ts`,
      `${API}/bookings/package-decline.ts`,
    ],
  },
  {
    type: 'api-domain',
    pattern: [`${API}/{bookings,payments,messages,enquiries,vendors,newsletter}/**`, `${API}/lib/account-messages.ts`],
  },
  { type: 'api-data', pattern: [`${API}/data/**`] },
  { type: 'api-lib', pattern: [`${API}/lib/**`] },
  { type: 'api-db', pattern: [`${API}/db/**`] },
];
const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
/**
 * Imports that go against the layers, listed by file so that no new one can appear unnoticed (docs/builds.md
 * "Layers"). None is left: keep it empty.
 */
const LAYER_EXCEPTIONS = [];
const apiLayers = {
  files: [`${API}/**/*.ts`],
  ignores: [`${API}/**/*.test.ts`, ...LAYER_EXCEPTIONS],
  plugins: { boundaries },
  settings: {
    // Elements are single files as well as folders: matched on the whole path (mode 'full', which boundaries 7 still
    // supports but calls legacy; its notice is switched off).
    'boundaries/elements': apiElements.map((e) => ({ ...e, mode: 'full' })),
    'boundaries/legacy-warnings': false,
    'boundaries/include': [`${API}/**/*.ts`],
    'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'The API layers run one way: routes → domain → data → db ({{from.type}} may not import {{to.type}}: {{dependency.source}}).',
        policies: [
          {
            from: { element: { type: 'api-entry' } },
            allow: to(
              'api-entry',
              'api-routes',
              'api-contract',
              'api-rules',
              'api-domain',
              'api-data',
              'api-lib',
              'api-db',
            ),
          },
          {
            from: { element: { type: 'api-routes' } },
            allow: to('api-routes', 'api-contract', 'api-rules', 'api-domain', 'api-data', 'api-lib'),
          },
          { from: { element: { type: 'api-contract' } }, allow: to('api-contract', 'api-lib') },
          {
            from: { element: { types: { anyOf: ['api-domain', 'api-data'] } } },
            allow: { ...to('api-contract'), dependency: { kind: 'type' } },
          },
          { from: { element: { type: 'api-routes' } }, allow: { ...to('api-db'), dependency: { kind: 'type' } } },
          { from: { element: { type: 'api-domain' } }, allow: to('api-rules', 'api-domain', 'api-data', 'api-lib') },
          { from: { element: { type: 'api-domain' } }, allow: { ...to('api-db'), dependency: { kind: 'type' } } },
          { from: { element: { type: 'api-rules' } }, allow: to('api-rules') },
          { from: { element: { type: 'api-rules' } }, allow: { ...to('api-data'), dependency: { kind: 'type' } } },
          { from: { element: { type: 'api-data' } }, allow: to('api-rules', 'api-data', 'api-lib', 'api-db') },
          { from: { element: { type: 'api-lib' } }, allow: to('api-lib', 'api-data', 'api-db') },
          { from: { element: { type: 'api-db' } }, allow: to('api-db', 'api-lib') },
        ],
      },
    ],
  },
};

// Feature zones inside each app (architecture §1, bulletproof-react style): a feature (`src/features/<name>/`) imports
// the app's shared folders (components, lib, api, …) and @utsav/shared, never another feature. A piece two features
// need moves to the app's components/ or lib/. The app's routing (src/app, the server renderer) may import any feature.
const APP_DIRS = APPS.map((a) => a.dir);
const featureZones = {
  files: APP_DIRS.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
  // A test may follow the user from one feature's page to another's (an integration test).
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [{ type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] }],
    'boundaries/legacy-warnings': false,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        message:
          "A feature imports no other feature ({{dependency.source}}): move what both need to the app's components/ or lib/.",
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
            },
          },
        ],
      },
    ],
  },
};

// (docs/i18n.md): no user-facing literal in the JSX of the apps whose texts live in catalogues — text
// between tags and the attributes people read or hear (labels, placeholders, titles, alt).
const I18N_APPS = [
  'shell',
  'mf-catalog',
  'mf-checkout',
  'mf-account',
  'mf-packages',
  'mf-vendor',
  'mf-admin',
  'ui/src',
];
const I18N_NOT_YET = [
  // Pages still English-only, listed in docs/i18n.md (each file moved into its catalogue leaves this list).
  '**/bootstrap.tsx',
  '**/*.test.tsx',
  '**/testing/**',
  '**/test-utils.tsx',
];
const literalStrings = {
  files: I18N_APPS.map((dir) => `${dir}/**/*.tsx`),
  ignores: I18N_NOT_YET,
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': {
          include: ['aria-label', 'title', 'placeholder', 'alt', 'label', 'submitLabel', 'kicker', 'what', 'summary'],
        },
        words: {
          exclude: [
            '[0-9!-/:-@[-`{-~\\s·₹×←→★☰☎✉⚠—‹›]+',
            '\\S+@\\S+',
            '[A-Z_-]+',
            'UPI',
            'RuPay',
            'VISA',
            'Mastercard',
            'NetBanking',
          ],
        },
      },
    ],
  },
};

export default tseslint.config(
  // Built and generated files only: every workspace's sources, tests, tools, journeys and configs are linted.
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/*.generated.ts',
      'types/**',
      'api/.data/**',
      '**/public/**',
    ],
  },
  {
    files: SOURCES,
    extends: [tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Unused names prefixed with _ are intentional (e.g. a destructured prop left out).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // React's hook rules are for the apps and @utsav/shared: elsewhere `use…` names are not hooks (the journeys' useToken).
    files: ['api/**', 'e2e/**', 'tools/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'react-hooks/exhaustive-deps': 'off' },
  },
  {
    // CommonJS by design: webpack and jest configs, the webpack helpers, the bench's .cjs stubs.
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A file over ~400 lines is doing two jobs: split it by responsibility (architecture §5b). A warning, so a split
    // can land file by file; tests and generated files are left out.
    files: SOURCES,
    ignores: ['**/*.test.{ts,tsx,mjs}', '**/*.generated.*'],
    rules: { 'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  ...appBoundaries,
  apiLayers,
  featureZones,
  literalStrings,
  // Layout is Prettier's (checked by `npm run lint`): rules that would disagree with it are off.
  eslintConfigPrettier,
);
