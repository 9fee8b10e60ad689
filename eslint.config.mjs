// One lint configuration for the whole monorepo. Import boundaries (DESIGN.md "Packages",
// STYLE.md habits 4 and 5) are enforced here rather than by convention.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { sharedSchemaFiles, tableOwnership } from './apps/api/src/db/table-ownership.mjs';

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** The folder of this file: zones and folders are read from it, wherever ESLint runs from. */
const repositoryRoot = import.meta.dirname;

// Read beside this file, so a run from a workspace's folder sees the same features and modules.
const webFeatures = subfolders(new URL('./apps/web/src/features', import.meta.url));
const apiModules = subfolders(new URL('./apps/api/src/modules', import.meta.url));

/** A feature never imports another feature; app/ composes them (bulletproof-react). */
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature; compose them in app/.',
}));

/**
 * Entities are what several features share; they know no feature and no route, and lib/ below
 * them knows neither (ADR 0040).
 */
const entityZones = [
  {
    target: './apps/web/src/entities',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'An entity must not import a feature or a route; features import entities.',
  },
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: './apps/web/src/features',
    message: 'Shared code must not import a feature; app/ composes features.',
  },
  {
    target: './apps/web/src/lib',
    from: './apps/web/src/entities',
    message: 'lib/ must not import an entity; entities build on lib/.',
  },
];

/** What each workspace may import (DESIGN.md "Packages"), and the web's features and entities. */
const workspaceZones = [
  {
    target: './packages/contracts',
    from: ['./apps', './e2e', './bench'],
    message: 'contracts import zod only.',
  },
  { target: './apps/api', from: './apps/web', message: 'The api never imports the web.' },
  {
    target: './apps/web',
    from: './apps/api',
    message: 'The web talks to the api over HTTP only.',
  },
  {
    target: ['./e2e', './bench'],
    from: ['./apps/web'],
    message: 'Test the web through the browser.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features must not import routes; app/ composes features.',
  },
  ...featureZones,
  ...entityZones,
];

const web = (folder) => `./apps/web/src/${folder}`;

/**
 * The web's layers, lowest first: lib/, content/ (the legal documents, on lib/), entities/,
 * components/ (shared UI, on entities), features/, app/ (routes). A layer never imports a higher
 * one (ADR 0040; issue 34); the zones above hold features and entities.
 */
const webLayerZones = [
  {
    target: web('lib'),
    from: [web('content'), web('components'), web('app')],
    message: 'lib/ is the lowest layer of the web: it imports no content, component or route.',
  },
  {
    target: web('content'),
    from: [web('entities'), web('components'), web('features'), web('app')],
    message: 'content/ builds on lib/ only; components and routes show it.',
  },
  {
    target: web('entities'),
    from: web('components'),
    message: 'An entity must not import shared UI; components/ build on entities.',
  },
  {
    target: web('components'),
    from: web('app'),
    message: 'Shared UI must not import a route; app/ composes.',
  },
];

const api = (folder) => `./apps/api/src/${folder}`;
/** The composition root: app.ts builds the api, composition.ts registers every module. */
const apiRoot = [api('app.ts'), api('composition.ts'), api('server.ts')];

/**
 * The api's layers, lowest first: config/, lib/, db/, http/ and jobs/, plugins/ (the framework's
 * parts), modules/, then seed/ and the composition root that build on all of them. A layer never
 * imports a higher one (issue 34); tests build the whole api and are exempt.
 */
const apiLayerZones = [
  ['config', ['lib', 'db', 'http', 'jobs', 'plugins', 'modules', 'seed']],
  ['lib', ['db', 'http', 'jobs', 'plugins', 'modules', 'seed']],
  ['db', ['http', 'jobs', 'plugins', 'modules', 'seed']],
  ['http', ['jobs', 'plugins', 'modules', 'seed']],
  ['jobs', ['http', 'plugins', 'modules', 'seed']],
  ['plugins', ['modules', 'seed']],
  ['modules', ['seed']],
].map(([layer, higher]) => ({
  target: api(layer),
  from: [...higher.map(api), ...apiRoot],
  message: `${layer}/ must not import ${higher.join('/, ')}/ or the composition root: lower layers never import higher ones.`,
}));

/** The demo seed builds the marketplace through the modules' public entries, like the app does. */
const seedEntryZones = apiModules.map((module) => ({
  target: api('seed'),
  from: api(`modules/${module}`),
  except: ['./index.ts'],
  message: `The seed uses module '${module}' through its public entry (modules/${module}), not its internal files.`,
}));

/**
 * A module imports another module only through its public entry (index.ts) or read model
 * (read-model.ts), never its repository or other internal files (medusa, cal.com; ADR 0041).
 */
const moduleEntryZones = apiModules.flatMap((module) =>
  apiModules
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./apps/api/src/modules/${module}`,
      from: `./apps/api/src/modules/${other}`,
      except: ['./index.ts', './read-model.ts'],
      message: `Import module '${other}' through its public entry (modules/${other}) or its read model, not its internal files.`,
    })),
);

/** A module imports only the schema files of the tables it owns (db/table-ownership.mjs). */
const schemaFiles = readdirSync(new URL('./apps/api/src/db/schema', import.meta.url))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.slice(0, -'.ts'.length));
const unowned = schemaFiles.filter(
  (file) => !(file in tableOwnership) && !sharedSchemaFiles.includes(file),
);
if (unowned.length > 0) {
  throw new Error(
    `db/schema/${unowned.join('.ts, db/schema/')}.ts: name the owning module in apps/api/src/db/table-ownership.mjs`,
  );
}
const tableOwnershipZones = apiModules.flatMap((module) => [
  {
    target: `./apps/api/src/modules/${module}`,
    from: './apps/api/src/db/schema/index.ts',
    message: 'Import the schema file of your own tables, not the whole schema.',
  },
  ...Object.entries(tableOwnership)
    .filter(([, { owner }]) => owner !== module)
    .map(([file, { owner }]) => ({
      target: `./apps/api/src/modules/${module}`,
      from: `./apps/api/src/db/schema/${file}.ts`,
      message: `db/schema/${file}.ts holds tables of module '${owner}': use its public entry or read model.`,
    })),
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/next-env.d.ts',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/*/tsconfig.json', '*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repositoryRoot,
          zones: [...workspaceZones, ...webLayerZones],
        },
      ],
    },
  },
  {
    // No production file over 500 lines (STYLE.md; issue 34): tests, test kits and data are not
    // production code (the demo catalogue is data).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'scripts/**/*.{mjs,cjs,ts}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-kit.ts',
      'apps/api/src/test/**',
      'apps/api/src/seed/catalog-data.ts',
    ],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  {
    // No function over 150 lines (issue 34): one use case is short enough to read at once.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'scripts/**/*.{mjs,cjs,ts}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-kit.ts',
      'apps/api/src/test/**',
      'apps/api/src/seed/catalog-data.ts',
    ],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // The api's layers hold for product code; tests build and inspect the whole api.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-kit.ts', 'apps/api/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repositoryRoot,
          zones: [...workspaceZones, ...apiLayerZones, ...seedEntryZones],
        },
      ],
    },
  },
  {
    // The api's module boundaries hold for product code; tests build and inspect the whole api.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-kit.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repositoryRoot,
          zones: [...workspaceZones, ...apiLayerZones, ...moduleEntryZones, ...tableOwnershipZones],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contracts may import zod only.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { next: { rootDir: 'apps/web' } },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@next/next': nextPlugin,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Journeys never race the page: a page load waits for the hydration mark (ADR 0084).
      'no-restricted-properties': [
        'error',
        ...['goto', 'reload', 'goBack', 'goForward'].map((property) => ({
          property,
          message:
            'Load app pages with openApp/reloadApp (e2e/support/pages.ts): they wait until the page has hydrated. A page outside the app: disable this line and say why.',
        })),
        {
          property: 'waitForTimeout',
          message: 'A journey never sleeps: wait for what it needs to see (ADR 0084).',
        },
        {
          property: 'toPass',
          message:
            'A journey never retries a step: wait for the one hydration signal or for what the step brings (ADR 0084). Polling the api or a job for an outcome: disable this line and say why.',
        },
      ],
    },
  },
  prettier,
);
