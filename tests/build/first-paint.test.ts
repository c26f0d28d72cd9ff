import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipBytes } from './gzip-size';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Gzip bytes of the JavaScript /login paints with; about 15% above the measure when set (README). */
const FIRST_PAINT_BUDGET = 190_000; // measured 164,920 (221,088 before the pages were split off)

/** Each page module is a chunk of its own (host-app/src/lazy-pages.ts). */
const PAGE_MODULES = [
  'src/pages/AuthPages.tsx',
  'src/pages/OnboardingPages.tsx',
  'src/ShellLayout.tsx',
  'src/pages/InfoPages.tsx',
  'src/pages/ApiKeysPage.tsx',
  'src/pages/CliAuthPage.tsx',
  'src/pages/AccountPage.tsx',
  'src/pages/BrowsePage.tsx',
];

const outDir = mkdtempSync(join(tmpdir(), 'dashboard-host-'));
let manifest: Record<string, ManifestChunk>;

/** Every chunk the entry loads before anything is imported dynamically: what /login paints with. */
function firstPaintChunks(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen];
}

beforeAll(async () => {
  // Built as `npm start` builds it: both SDKs configured, so both are in the bundle graph.
  process.env.VITE_POSTHOG_KEY = 'phc_build_check';
  process.env.VITE_POSTHOG_HOST = 'http://127.0.0.1:54321/ingest';
  process.env.VITE_SENTRY_DSN = 'http://key@127.0.0.1:54321/1';
  // Vitest runs with NODE_ENV=test; the shipped build is a production one.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    mode: 'production',
    configFile: 'packages/host-app/vite.config.ts',
    root: 'packages/host-app',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  process.env.NODE_ENV = nodeEnv;
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const entryChunk = () => Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;

describe('the first-paint bundle of /login', () => {
  it('holds neither posthog-js nor @sentry/browser; both are built as chunks loaded later', () => {
    const firstPaint = firstPaintChunks(entryChunk());
    expect(firstPaint.filter((key) => /posthog-js|@sentry\//.test(key))).toEqual([]);
    const code = firstPaint.map((key) => readFileSync(join(outDir, manifest[key]!.file), 'utf8')).join('\n');
    // Markers of the SDKs' own code, in case a bundler inlined them under another name.
    expect(code.includes('__PosthogExtensions__'), 'posthog-js code in the first-paint bundle').toBe(false);
    expect(code.includes('sentry.javascript.browser'), '@sentry/browser code in the first-paint bundle').toBe(false);
    expect(code.includes('react-stack-top-frame'), 'a development build of React').toBe(false);

    const lazy = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
    expect(lazy.some((key) => key.includes('posthog-js'))).toBe(true);
    expect(lazy.some((key) => key.includes('@sentry/browser'))).toBe(true);
  });

  it('holds no page: the shell and every page are chunks fetched on their first visit', () => {
    const firstPaint = firstPaintChunks(entryChunk());
    for (const page of PAGE_MODULES) {
      expect(manifest[page]?.isDynamicEntry, `${page} is a chunk of its own`).toBe(true);
      expect(firstPaint, `${page} is not loaded up front`).not.toContain(page);
    }
  });

  it(`stays within ${FIRST_PAINT_BUDGET} bytes of gzipped JavaScript`, () => {
    const bytes = gzipBytes(firstPaintChunks(entryChunk()).map((key) => join(outDir, manifest[key]!.file)));
    console.info(`first paint: ${bytes} bytes gzip`);
    expect(bytes).toBeLessThanOrEqual(FIRST_PAINT_BUDGET);
  });
});
