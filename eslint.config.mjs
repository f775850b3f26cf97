// ESLint (flat config), run by `npm run lint` in `npm test` (issue 18, DESIGN §2): typescript-eslint's
// recommended rules, React's rules of hooks, and the import boundaries of DESIGN §1/§5b: no app imports another
// app's files, no remote imports shell code, @utsav/shared imports no app. The apps come from the registry.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { APPS } from './apps.registry.mjs';

const SOURCES = ['**/*.{ts,tsx}'];

/** no-restricted-imports patterns that forbid reaching into the given app folders (relative or bare). */
function forbidApps(dirs, message) {
  return dirs.map((dir) => ({ group: [`**/${dir}/**`, `${dir}/**`, `**/${dir}`], message }));
}

const boundaries = [
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
      'no-restricted-imports': ['error', { patterns: forbidApps(APPS.map((a) => a.dir), '@utsav/shared depends on no app.') }],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-monolith/**', 'api/**', 'e2e/**', 'tools/**', '**/*.generated.ts', '**/*.js', '**/*.mjs', '**/*.cjs', 'types/**'] },
  {
    files: SOURCES,
    extends: [tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Unused names prefixed with _ are intentional (e.g. a destructured prop left out).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
);
