import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import formulab from './eslint-rules/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'apps/web/.ssr-test-*/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // paths resolved, so `../../other-feature/api.ts` is caught like `features/other-feature/api.ts`
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts'],
    plugins: { formulab },
    rules: { 'formulab/feature-boundaries': 'error', 'formulab/no-cycles': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // a feature never imports another feature (shared things live in components/ or packages/shared)
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/features/*/**'], message: 'Import from your own feature, components/ or @formulab/shared.' }],
        },
      ],
    },
  },
  {
    // screens and layouts compose features; only features themselves are kept apart
    files: ['apps/web/src/routes/**', 'apps/web/src/layouts/**', 'apps/web/src/router.tsx', 'apps/web/src/route-table.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // `npm run typecheck` checks the server, shared, bench and e2e code as one program with the DOM
    // library (e2e's page callbacks need it), so the browser's globals are refused here instead
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'HTMLElement'].map(
          (name) => ({ name, message: 'Server and shared code run without a browser.' }),
        ),
      ],
    },
  },
  {
    // Type-aware rules (issue 24) on the code that runs on Node: one TypeScript program (the typecheck's
    // tsconfig.node.json) answers every file. A promise nobody awaits or catches loses its error (a
    // start-up step, a notification); a promise where a callback is expected runs unawaited; a switch
    // over a union must name every member, so a new state fails here rather than falling through.
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts'],
    ignores: ['apps/server/drizzle.config.ts'],
    languageOptions: { parserOptions: { project: './tsconfig.node.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // the same rules on the web app, answered by its own program (apps/web/tsconfig.json: the DOM, JSX).
    // An event handler may return a promise (`onClick={() => save()}`): React ignores what it returns,
    // and every mutation reports its own failure (notifyError), so only void-returning places outside JSX
    // attributes are checked for misused promises.
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    languageOptions: { parserOptions: { project: './apps/web/tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // React Router's navigate returns a promise only under a data router's lazy loading, and never rejects
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // the server never reaches into the web app and vice versa
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/web/**', '@formulab/web'], message: 'The server does not import the web app.' }] },
      ],
    },
  },
);
