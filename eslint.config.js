import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { NODE_SAFE_FILES } from './scripts/kit-layers.mjs';

/** Globals a browser has and Node does not. */
const browserOnlyGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.node) && !(name in globals.es2021));

const kitImports = {
  patterns: [{ group: ['**/host-app/**', '**/sandbox/**', '**/tests/**', 'msw', 'msw/*'], message: 'The published kit never reaches into the host, the sandbox or test code.' }],
  // styled-components is CommonJS to Node: its default import is the module object
  // there, so `styled.button` throws when the kit is imported for server rendering.
  paths: [
    {
      name: 'styled-components',
      importNames: ['default'],
      message: "Import { styled } from 'styled-components': the default import breaks in Node ESM.",
    },
  ],
};

// Hostile content (key names, file names, metadata, server messages) must only ever reach the
// page as text (SECURITY.md).
const textOnly = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render text, never HTML: dangerouslySetInnerHTML is banned (SECURITY.md).',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'Render text, never HTML: dangerouslySetInnerHTML is banned (SECURITY.md).',
  },
  {
    selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]",
    message: 'Set textContent, never innerHTML/outerHTML (SECURITY.md).',
  },
];

// A test leaves no React root mounted.
const rootsKept = {
  selector: "CallExpression[callee.name=/^(createRoot|hydrateRoot|mountApp)$/]:not(CallExpression[callee.name='keepRoot'] > CallExpression)",
  message: 'Hand a root a test starts to keepRoot (tests/react-roots.ts): it is unmounted after the test, before its document goes.',
};

/** Reading this machine's time, where another clock is meant: `message` says which. */
const machineTime = (message) => [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message },
];

// Postgres's own clock in SQL text: `sandbox_now()` and `sandbox_clock_timestamp()` are the sandbox's.
const POSTGRES_TIME = '/\\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\\(\\)|\\b(current_date|current_timestamp|localtimestamp)\\b/i';
const SANDBOX_CLOCK_MESSAGE = "The sandbox dates everything by its own clock: ctx.clock (clock.ts) in TypeScript, sandbox_now() or sandbox_clock_timestamp() in SQL.";
const postgresTime = (message) => [
  { selector: `Literal[value=${POSTGRES_TIME}]`, message },
  { selector: `TemplateElement[value.raw=${POSTGRES_TIME}]`, message },
];
const sandboxTime = [...machineTime(SANDBOX_CLOCK_MESSAGE), ...postgresTime(SANDBOX_CLOCK_MESSAGE)];

// A test's expectation about dates follows the sandbox's clock, never the day the test runs on.
const TEST_CLOCK_MESSAGE =
  "Tests that talk to the sandbox read its clock (tests/sandbox-clock.ts; in-process, the harness's sandboxNow()), which CI pins: this machine's date is not the sandbox's.";

// A browser's clock in a journey reads the sandbox's (tests/e2e/fixtures.ts installs it).
const browserClock = [
  {
    selector: "CallExpression[callee.property.name='newContext']",
    message: "Open another browser with newBrowserContext (tests/e2e/fixtures.ts): its clock then reads the sandbox's.",
  },
  {
    selector: "CallExpression[callee.object.property.name='clock'][callee.property.name='install']",
    message: "The page's clock runs at the sandbox's time already (the page fixture); installing it again sets it to this machine's. Move it with fastForward or setSystemTime.",
  },
];

// One way for each thing in the kit: one name for its error, query keys read through their
// factory, the address changed in one of two ways (a view's state, or what the kit consumed),
// a list of class names or ids joined by one helper.
const oneWay = [
  {
    selector: 'Identifier[name=/^(is)?DashboardApiError$/]',
    message: 'Say DashboardError and isDashboardError: the former names are aliases kept for apps until 1.0.0 (api/errors.ts).',
  },
  {
    selector: "MemberExpression[computed=true][object.name='queryKey'], MemberExpression[computed=true][object.property.name='queryKey'], MemberExpression[computed=true][object.property.name='key'][object.object.name='answer']",
    message: 'Read a query key through data/keys.ts (keyParts, keptKeyParts, isResourceKey): the order of its parts is that file’s to know.',
  },
  {
    selector: "CallExpression[callee.property.name='join'][arguments.0.value=' '][callee.object.callee.property.name='filter'][callee.object.arguments.0.name='Boolean']",
    message: 'Join class names or ids with tokenList (ui/token-list.ts).',
  },
  {
    selector: "MemberExpression[property.name=/^(replaceState|pushState)$/]",
    message: "Change the address through useAddressState (a view's state, by the host's router), or rewriteAddress (platform/location.ts) for what the kit has consumed from it.",
  },
];

// Errors in data/ carry a section and a code; the views word them (api/error-text.ts), so no
// English ships with a hook that an app uses without the widget.
const proseFree = {
  selector: "ImportDeclaration[source.value=/\\/i18n\\/en\\//]",
  message: 'data/ raises errors by section and code, never words: the view words them with useErrorText and its section’s texts.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-base-path/**',
      '**/dist-edge/**',
      '**/dist-load/**',
      '**/.wrangler/**',
      'storybook-static/**',
      'node_modules/**',
      'test-results/**',
      'examples/*/node_modules/**',
      'examples/*/.next/**',
      'playwright-report/**',
      '.sandbox-data/**',
      'packages/host-app/public/mockServiceWorker.js',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Hostile content (key names, file names, metadata, server messages) must only ever
      // reach the page as text, and no string may become code (SECURITY.md).
      'no-eval': 'error',
      'no-implied-eval': 'error', // string setTimeout / setInterval
      'no-new-func': 'error',
      'no-script-url': 'error',
      'no-restricted-syntax': ['error', ...textOnly],
    },
  },
  {
    // Tests feed `javascript:` URLs to prove they are refused, and leave no React root mounted.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'no-script-url': 'off',
      'no-restricted-syntax': ['error', ...textOnly, rootsKept],
    },
  },
  {
    files: ['packages/dashboard-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'packages/dashboard-kit/src/api/errors.ts', 'packages/dashboard-kit/src/index.ts', 'packages/dashboard-kit/src/data/keys.ts', 'packages/dashboard-kit/src/platform/location.ts', 'packages/dashboard-kit/src/ui/token-list.ts'],
    rules: { 'no-restricted-syntax': ['error', ...textOnly, ...oneWay] },
  },
  {
    files: ['packages/dashboard-kit/src/data/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/dashboard-kit/src/data/keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...textOnly, ...oneWay, proseFree] },
  },
  {
    // The sandbox reads one clock (clock.ts). Applied migrations are history, never edited: the
    // latest moves their columns' defaults onto the sandbox's clock.
    files: ['packages/sandbox/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/sandbox/src/db/migrations.ts'],
    rules: { 'no-restricted-syntax': ['error', ...textOnly, ...sandboxTime] },
  },
  {
    // Everything that talks to a sandbox: its contract tests, the journeys, their helpers.
    files: ['packages/sandbox/src/**/*.test.ts', 'tests/sandbox/**/*.ts', 'tests/e2e/**/*.ts', 'tests/dev-server/**/*.ts', 'tests/base-path/**/*.ts', 'tests/partners/**/*.ts', 'tests/*.ts'],
    ignores: ['tests/sandbox-clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...textOnly, rootsKept, ...machineTime(TEST_CLOCK_MESSAGE), ...postgresTime(TEST_CLOCK_MESSAGE), ...browserClock] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Benchmarks run part of their code inside the page (page.evaluate).
    files: ['tests/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The published kit must never reach into the host, the sandbox or test code.
    files: ['packages/dashboard-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', kitImports] },
  },
  {
    // Files that run in Node too (scripts/kit-layers.mjs): no browser globals, no React.
    files: NODE_SAFE_FILES,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...browserOnlyGlobals.map((name) => ({ name, message: `${name} is a browser global: this file also runs in Node (NODE_SAFE_FILES in scripts/kit-layers.mjs).` }))],
      'no-restricted-imports': [
        'error',
        {
          ...kitImports,
          patterns: [...kitImports.patterns, { group: ['react', 'react-dom', 'react-dom/*', 'styled-components', '@tanstack/react-query'], message: 'A Node-safe file holds plain rules: no React (NODE_SAFE_FILES in scripts/kit-layers.mjs).' }],
        },
      ],
    },
  },
);
