import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { kitSourceAliases } from './packages/host-app/build/kit-source.ts';
import { styledComponentIdsPlugin } from './packages/host-app/build/styled-component-ids.ts';
import { chromiumLaunchOptions } from './tests/chromium.ts';


/**
 * Component tests that need modules of their own: those that start the app as a page load does
 * (its auth client and caches are module-level, made once per page) or replace a module.
 */
const FRESH_MODULES = ['tests/component/prerender-*.test.tsx', 'tests/component/signed-in-mount*.test.tsx', '**/*.spend-wait.test.tsx'];

/** A jsdom project of component tests: `name`, and which files and how isolated. */
function componentProject(name: string, files: { include: string[]; exclude?: string[]; isolate?: boolean }): TestProjectInlineConfiguration {
  return {
    extends: true,
    // As the host builds: styled components named by file and place, so the hydration test's
    // client names classes as the prerendered HTML does.
    plugins: [styledComponentIdsPlugin(fileURLToPath(new URL('.', import.meta.url)))],
    resolve: { alias: kitSourceAliases },
    test: {
      name,
      environment: 'jsdom',
      ...files,
      setupFiles: ['tests/setup-dom.ts'],
      // StrictMode renders twice, and CI shares two cores with the Chromium story tests.
      testTimeout: 15_000,
    },
  };
}

/**
 * Test projects (ARCHITECTURE.md, "Test layers"):
 * - unit: pure rules and the API client, in Node;
 * - component: widgets and the provider in jsdom, network from named MSW scenarios (and
 *   component-fresh: those of them that need modules of their own);
 * - sandbox: the local provider's contract, driven over HTTP by the real supabase-js client;
 * - deploy: nginx and the edge's Worker (in workerd) keep the dashboard server's guarantees;
 * - build: size budgets, gzip: the host's first paint (no analytics SDK, no page) and
 *   what an app pays to embed one widget from the published build;
 * - storybook: every story rendered in Chromium, its play() run as a test.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Every core: Vitest's default leaves one free, which on CI's two ran one file at a time.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        resolve: { alias: kitSourceAliases },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['packages/sandbox/**'],
        },
      },
      componentProject('component', {
        include: ['packages/*/src/**/*.test.tsx', 'tests/component/**/*.test.tsx'],
        exclude: FRESH_MODULES,
        // Each test renders its own provider and is unmounted after it (tests/setup-dom.ts), so
        // the files share their modules and one document: a third of the time and CPU.
        isolate: false,
      }),
      componentProject('component-fresh', { include: FRESH_MODULES }),
      {
        extends: true,
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['tests/sandbox/**/*.test.ts', 'packages/sandbox/src/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // A file's first story waits for Vite to transform its widget's modules on demand; on CI's
          // two cores, beside the jsdom projects, that alone has taken 15 s (2.8 s on a quiet machine).
          testTimeout: 60_000,
          // Every story mounts in its own decorators and providers and unmounts after its test, so
          // the story files share one page rather than each loading Storybook's preview into a
          // fresh iframe: 83 s instead of 390 s alone, a sixth of the CPU, on CI's two cores.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
