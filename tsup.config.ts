import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { pureStyledPlugin } from './scripts/pure-styled-plugin';

const kit = JSON.parse(readFileSync('packages/dashboard-kit/package.json', 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** Dependencies and peers stay imports (with their subpaths): the host's bundler dedupes them. */
const external = [...Object.keys(kit.dependencies ?? {}), ...Object.keys(kit.peerDependencies ?? {})].map(
  (name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`),
);

const OUT_DIR = 'packages/dashboard-kit/dist';
const USE_CLIENT = '"use client";';

/**
 * The CJS output opens with esbuild's `"use strict"` and interop code, which pushes the
 * banner out of the directive prologue; move it back to the very top.
 */
function hoistUseClient(): void {
  for (const file of readdirSync(OUT_DIR).filter((name) => name.endsWith('.cjs'))) {
    const path = `${OUT_DIR}/${file}`;
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(USE_CLIENT)) continue;
    writeFileSync(path, `${USE_CLIENT}\n${code.replace(USE_CLIENT, '')}`);
  }
}

/**
 * Builds the published package `dashboard-kit` (ESM + CJS + .d.ts).
 * The `"use client"` banner lets Next.js server components import the widgets; esbuild's
 * own tree shaking keeps it (tsup's rollup pass would strip the directive).
 */
export default defineConfig({
  entry: {
    index: 'packages/dashboard-kit/src/index.ts',
    host: 'packages/dashboard-kit/src/host.ts',
    telemetry: 'packages/dashboard-kit/src/telemetry/browser/index.ts',
    // A catalogue an app imports only when it asks for that language: a widget alone stays English and small.
    'locales/de': 'packages/dashboard-kit/src/i18n/catalogues/de.ts',
    // A chunk boundary, not an entry for apps: keeps the step-up dialog's code out of the widgets' first load.
    'internal/code-form': 'packages/dashboard-kit/src/parts/step-up/code-form-chunk.ts',
  },
  outDir: OUT_DIR,
  tsconfig: 'packages/dashboard-kit/tsconfig.build.json',
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  platform: 'browser',
  banner: { js: '"use client";' },
  external,
  esbuildPlugins: [pureStyledPlugin()],
  onSuccess: async () => hoistUseClient(),
});
