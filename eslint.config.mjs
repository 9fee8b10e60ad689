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

/**
 * Production files that are still over 500 lines, to be split one use case per file (issue 34).
 * The list only shrinks: a file leaves it when it is split, and no file joins it.
 */
const filesStillToSplit = [
  'apps/api/src/modules/bookings/bookings.service.ts',
  'apps/api/src/modules/bookings/bookings.repository.ts',
  'apps/api/src/modules/importing/importing.service.ts',
  'apps/api/src/modules/chat/chat.service.ts',
  'apps/api/src/modules/eshop-integrations/eshop.service.ts',
  'apps/api/src/modules/subscriptions/subscriptions.service.ts',
  'apps/api/src/modules/homepage/homepage.service.ts',
  'apps/api/src/modules/listings/listings-editor.service.ts',
  'apps/api/src/modules/catalog/filters-manager.service.ts',
  'apps/api/src/seed/plan.ts',
  'apps/api/src/seed/activity.ts',
  'apps/web/src/features/chat/components/conversation-pane.tsx',
  'apps/web/src/server/page-cache.ts',
];

/**
 * Production files that still hold a function over 150 lines (a service factory, a repository, a
 * route plugin or a component), to be cut into one function per use case (issue 34). The list only
 * shrinks: a file leaves it when its functions are short, and no file joins it.
 */
const functionsStillToShorten = [
  'apps/api/src/modules/admin-accounts/admin-accounts.service.ts',
  'apps/api/src/modules/advertising/advertising.repository.ts',
  'apps/api/src/modules/advertising/advertising.service.ts',
  'apps/api/src/modules/bookings/bookings.repository.ts',
  'apps/api/src/modules/bookings/bookings.routes.ts',
  'apps/api/src/modules/bookings/bookings.service.ts',
  'apps/api/src/modules/catalog/catalog-structure-admin.service.ts',
  'apps/api/src/modules/catalog/filters-manager.service.ts',
  'apps/api/src/modules/chat/chat.repository.ts',
  'apps/api/src/modules/chat/chat.routes.ts',
  'apps/api/src/modules/chat/chat.service.ts',
  'apps/api/src/modules/domain-events/domain-events.service.ts',
  'apps/api/src/modules/eshop-integrations/eshop.repository.ts',
  'apps/api/src/modules/eshop-integrations/eshop.routes.ts',
  'apps/api/src/modules/eshop-integrations/eshop.service.ts',
  'apps/api/src/modules/eshop-integrations/platforms/bigcommerce/bigcommerce-client.ts',
  'apps/api/src/modules/eshop-integrations/platforms/bigcommerce/bigcommerce.routes.ts',
  'apps/api/src/modules/eshop-integrations/platforms/shopify/shopify-client.ts',
  'apps/api/src/modules/eshop-integrations/platforms/shopify/shopify.routes.ts',
  'apps/api/src/modules/eshop-integrations/platforms/shopline/shopline-client.ts',
  'apps/api/src/modules/eshop-integrations/platforms/shopline/shopline.routes.ts',
  'apps/api/src/modules/feedbacks/feedbacks.service.ts',
  'apps/api/src/modules/homepage/homepage.service.ts',
  'apps/api/src/modules/importing/importing.repository.ts',
  'apps/api/src/modules/importing/importing.service.ts',
  'apps/api/src/modules/listings/listings-editor.service.ts',
  'apps/api/src/modules/listings/listings.repository.ts',
  'apps/api/src/modules/listings/my-listings.routes.ts',
  'apps/api/src/modules/moderation/moderation.service.ts',
  'apps/api/src/modules/showroom/showroom.service.ts',
  'apps/api/src/modules/statistics/statistics.service.ts',
  'apps/api/src/modules/subscriptions/subscriptions.routes.ts',
  'apps/api/src/modules/subscriptions/subscriptions.service.ts',
  'apps/web/src/components/search-input.tsx',
  'apps/web/src/components/shell/search-suggestions.tsx',
  'apps/web/src/features/admin-messages/components/admin-message-form.tsx',
  'apps/web/src/features/advertising/components/advertising-page.tsx',
  'apps/web/src/features/advertising/components/campaign-dialog.tsx',
  'apps/web/src/features/bookings/components/provider-scheduler.tsx',
  'apps/web/src/features/bookings/components/schedule-dialog.tsx',
  'apps/web/src/features/cart-history/components/order-card.tsx',
  'apps/web/src/features/cart/components/checkout-dialog.tsx',
  'apps/web/src/features/chat/components/conversation-pane.tsx',
  'apps/web/src/features/comparison/components/compare-page.tsx',
  'apps/web/src/features/discovery/components/filter-panel.tsx',
  'apps/web/src/features/discovery/components/results-view.tsx',
  'apps/web/src/features/error-logs/components/error-log-details.tsx',
  'apps/web/src/features/error-logs/components/jobs-panel.tsx',
  'apps/web/src/features/eshop-integrations/components/platform-card.tsx',
  'apps/web/src/features/filters-manager/components/parameter-editor-dialog.tsx',
  'apps/web/src/features/homepage-settings/components/homepage-entry-dialog.tsx',
  'apps/web/src/features/homepage-settings/components/homepage-settings-page.tsx',
  'apps/web/src/features/importing/components/store-import-tab.tsx',
  'apps/web/src/features/listing-editor/components/division-fields.tsx',
  'apps/web/src/features/listing-editor/components/listing-editor.tsx',
  'apps/web/src/features/listing-editor/components/media-uploader.tsx',
  'apps/web/src/features/listings/components/service-availability.tsx',
  'apps/web/src/features/support/components/support-form.tsx',
  'apps/web/src/features/user-manager/components/account-page.tsx',
  'apps/web/src/features/user-manager/components/payments-panel.tsx',
];

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
          zones: [
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
          ],
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
      'apps/api/src/test/**',
      'apps/api/src/seed/catalog-data.ts',
      ...filesStillToSplit,
    ],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  {
    // No function over 150 lines (issue 34): one use case is short enough to read at once.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'scripts/**/*.{mjs,cjs,ts}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/api/src/test/**',
      'apps/api/src/seed/catalog-data.ts',
      ...functionsStillToShorten,
    ],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // The api's module boundaries hold for product code; tests build and inspect the whole api.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repositoryRoot, zones: [...moduleEntryZones, ...tableOwnershipZones] },
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
