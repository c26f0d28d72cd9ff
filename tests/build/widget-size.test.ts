import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What an app pays to embed one widget: the published ESM build, bundled and minified with
 * only the provider and that widget imported, peers left to the app (it has them already).
 * Budgets are gzip bytes, about 15% above what was measured when each was set (README).
 */
const WIDGET_BUDGETS = {
  DashboardProvider: 27_000, // measured 23,048
  ApiKeysPanel: 42_500, // 36,799 (49,182 before dialogs and the tooltip dropped @floating-ui/react)
  CreditsPanel: 29_500, // 25,480 (41,615 before the dialog was the browser's <dialog>)
  PricingCalculator: 30_000, // 25,961
  FileBrowser: 45_500, // 39,276
  ProfileWizard: 30_000, // 25,894
} as const satisfies Record<string, number>;

const PEERS = /^(react|react-dom|styled-components|@tanstack\/react-query|@supabase\/auth-js)(\/.*)?$/;
const kitDist = resolve('packages/dashboard-kit/dist/index.js');
const workDir = mkdtempSync(join(tmpdir(), 'dashboard-widget-size-'));
const sizes = new Map<string, number>();

async function bundledGzipBytes(widget: string): Promise<number> {
  const entry = join(workDir, `${widget}.js`);
  const names = widget === 'DashboardProvider' ? 'DashboardProvider' : `DashboardProvider, ${widget}`;
  writeFileSync(entry, `export { ${names} } from ${JSON.stringify(kitDist)};\n`);
  const outDir = join(workDir, `out-${widget}`);
  await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'widget' },
      rollupOptions: { external: (id) => PEERS.test(id) },
    },
  });
  return readdirSync(outDir)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
}

beforeAll(async () => {
  if (!existsSync(kitDist)) throw new Error('packages/dashboard-kit/dist is missing: run `npm run build` first (npm test does).');
  for (const widget of Object.keys(WIDGET_BUDGETS)) sizes.set(widget, await bundledGzipBytes(widget));
  console.info(Object.fromEntries(sizes));
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('embedding one widget (size budget, gzip)', () => {
  it.each(Object.entries(WIDGET_BUDGETS))('%s stays within %i bytes', (widget, budget) => {
    expect(sizes.get(widget)).toBeLessThanOrEqual(budget);
  });

  it('a widget costs more than the provider alone, so each build really holds it', () => {
    const provider = sizes.get('DashboardProvider')!;
    for (const widget of Object.keys(WIDGET_BUDGETS).filter((name) => name !== 'DashboardProvider')) {
      expect(sizes.get(widget), widget).toBeGreaterThan(provider);
    }
  });
});
