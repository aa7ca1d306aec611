// The lint gate (`npm run check` runs it with --max-warnings 0). What it enforces, besides typescript-eslint's
// type-aware recommended rules:
// - the site (web/) and the dashboard (admin/) never import server code;
// - common/ imports nothing of ours: no relative import leaving common/, no @school/* package but itself;
// - server features (server/src/modules/<feature>/) do not import each other: they meet in a shared place
//   (SHARED_PLACES below, the files directly under modules/, and common/); a composition root (COMPOSITION_ROOTS)
//   may import every feature (the kinds' registry is read back by features that iterate the kinds; no-cycle keeps
//   a kind from reaching them);
// - no import cycles;
// - process.env is read only under server/src/config/ (PROCESS_ENV_ALLOWED below says where else and why);
// - files stay under 250 lines, and the few that were over it when the rule came stay under 400
//   (scripts/lint/file-size.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileSizeRules } from './scripts/lint/file-size.mjs';

const root = import.meta.dirname;
const modulesDir = 'server/src/modules';

// Folders of server/src/modules that every feature may import: the dashboard's admin plumbing (actor, list
// query and page types, the generic submission admin service), the dashboard's accounts (admin-user: the session
// signs them in, the audit log names them), the audit log every admin action writes, the contract every submission
// kind implements (kinds: its definition type, the shared entity columns, the generic form service and resolver),
// and the rate limiter every public form and the sign-in share. They import no feature themselves.
export const SHARED_PLACES = ['admin', 'admin-user', 'audit', 'kinds', 'rate-limit'];
// Files that wire every feature together: the dashboard's service registry, and the list of submission kinds
// (which features read to iterate the kinds, never importing a kind's folder themselves). They may import any
// feature.
export const COMPOSITION_ROOTS = [
  `${modulesDir}/admin/admin-services.ts`,
  `${modulesDir}/admin/admin-sources.ts`,
  `${modulesDir}/kinds/registry.ts`,
];
// Where reading process.env is the point: the server's configuration, and the harnesses whose input is the
// environment (scripts: CI, CHROMIUM_PATH, bench settings; tests: TEST_DATABASE_URL, the children's env), plus
// the Vite dev-server configs (API_ORIGIN for the dev proxy; build-time Node code, never shipped).
export const PROCESS_ENV_ALLOWED = [
  'server/src/config/**',
  'scripts/**',
  'web/scripts/**',
  'tests/**',
  'web/vite.config.ts',
  'admin/vite.config.ts',
];

const features = existsSync(join(root, modulesDir))
  ? readdirSync(join(root, modulesDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const ownFeatures = features.filter((name) => !SHARED_PLACES.includes(name));

// Type information: each file is read with the first of these tsconfigs that includes it. tsconfig.eslint.json
// covers what no workspace does (tests, scripts, root and tool configs); tests/tsconfig.json, when it exists,
// comes first for the tests.
const tsconfigs = [
  'common/tsconfig.json',
  'server/tsconfig.json',
  'web/tsconfig.json',
  'admin/tsconfig.json',
  'tests/tsconfig.json',
  'tsconfig.eslint.json',
].filter((file) => existsSync(join(root, file)));

const featureMessage =
  'Server features do not import each other: move what both need to a shared place ' +
  `(modules/*.ts, modules/{${SHARED_PLACES.join(',')}}) or to common/, or wire them in a composition root.`;

const featureZones = [
  ...ownFeatures.map((feature) => ({
    target: `./${modulesDir}/${feature}`,
    from: ownFeatures.filter((other) => other !== feature).map((other) => `./${modulesDir}/${other}`),
    message: featureMessage,
  })),
  ...SHARED_PLACES.filter((place) => features.includes(place)).map((place) => ({
    target: `./${modulesDir}/${place}`,
    from: ownFeatures.map((other) => `./${modulesDir}/${other}`),
    message: `A shared place (modules/${place}) imports no feature; only a composition root does. ${featureMessage}`,
  })),
].filter((zone) => zone.from.length > 0);

const clientZones = [
  {
    target: ['./web', './admin'],
    from: './server',
    message: 'The site and the dashboard never import server code: share it through common/.',
  },
  {
    target: './common',
    from: ['./server', './web', './admin', './tests', './scripts'],
    message: 'common/ imports nothing of ours: it is what the site, the dashboard and the server share.',
  },
];

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

// no-restricted-properties also catches `const { env } = process`.
const processEnvRules = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: 'Read settings in server/src/config/ and pass them in.' },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
      message: 'Read settings in server/src/config/ and pass them in.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/coverage/**',
      '**/test-results/**',
      'data/**',
      '.bench/**',
      '**/gql/**', // graphql-codegen output
      '**/*.generated.*',
      '.lint-probe-*/**', // tests/unit/lint/lint-gate.test.ts's miniature tree, while it runs
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: { project: tsconfigs, tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: tsconfigs.map((file) => join(root, file)),
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Off: every async-without-await here implements a promise-returning interface (Apollo plugin hooks,
      // prom-client's collector, react-admin's authProvider); the promise rules still check every caller.
      '@typescript-eslint/require-await': 'off',
      ...processEnvRules,
    },
  },
  // Plain JavaScript (scripts, the prerender): no declared types, so the no-unsafe-* family would flag every
  // value; the promise rules still hold.
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Tests: a response body is read as `any` and checked by the assertion that follows, so typing it first adds
  // nothing the assertion does not check (fakes of async interfaces are covered by require-await being off above).
  // The promise rules (floating, misused, await of a non-promise) and every other rule still hold.
  {
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // the answers' types (Answer<T = any>, a JSON body) say the same: the assertion checks the shape
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // Browser code.
  {
    files: ['web/src/**', 'admin/src/**', 'server/graphiql/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // React: the two rules of hooks (the React Compiler's rules are left out: no compiler runs here).
  {
    files: [
      'web/src/**/*.tsx',
      'web/src/**/*.ts',
      'admin/src/**/*.tsx',
      'admin/src/**/*.ts',
      'server/graphiql/**',
      'tests/web/**',
      'tests/admin/**',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The site and the dashboard: no server code.
  {
    files: ['web/**', 'admin/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(clientZones),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@school/server', '@school/server/*'],
              message: 'The site and the dashboard never import server code.',
            },
          ],
        },
      ],
    },
  },
  // common/: nothing of ours.
  {
    files: ['common/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(clientZones),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@school/(?!common(/|$))', message: 'common/ imports no other workspace of ours.' },
            { regex: '^(\\.\\./)+(server|web|admin|tests|scripts)(/|$)', message: 'common/ imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  // Server features: no feature imports another.
  {
    files: [`${modulesDir}/**`],
    ignores: COMPOSITION_ROOTS,
    rules: { 'import-x/no-restricted-paths': featureZones.length > 0 ? restrictedPaths(featureZones) : 'off' },
  },
  // process.env where it is the input.
  {
    files: PROCESS_ENV_ALLOWED,
    rules: {
      'no-restricted-properties': 'off',
      'no-restricted-syntax': 'off',
    },
  },
  ...fileSizeRules,
);
