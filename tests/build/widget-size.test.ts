import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipBytes } from './gzip-size';

/**
 * What an app pays to embed one widget: the published ESM build, bundled and minified with
 * only the provider and that widget imported, peers left to the app (it has them already).
 * Budgets are gzip bytes, 10% above what was measured when each was set (issue 14; README).
 */
const WIDGET_BUDGETS = {
  // Reset by issue 30 (styled components marked pure: an app no longer ships other widgets' styles), from these measurements:
  DashboardProvider: 24_800, // measured 22,713 (26,488 before)
  ApiKeysPanel: 43_800, // 39,990 (42,778 before); 43,229 with issue 32's spend caps, after the model catalogue became droppable
  CreditsPanel: 31_400, // 28,568 (31,610 before)
  PricingCalculator: 29_100, // 26,555 (29,789 before)
  FileBrowser: 40_100, // 36,489 (39,585 before; @tanstack/react-virtual held to 3.13.x, see issue 14)
  ProfileWizard: 29_100, // 26,599 (29,834 before)
  SpendControl: 35_900, // issue 32: measured 32,683 (its own widget, so CreditsPanel alone carries none of it)
} as const satisfies Record<string, number>;

/** The kit's peer dependencies (and their subpaths): the app has them already. */
const peerNames = Object.keys(
  (JSON.parse(readFileSync('packages/dashboard-kit/package.json', 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies,
);
const isPeer = (id: string) => peerNames.some((name) => id === name || id.startsWith(`${name}/`));
const kitDist = resolve('packages/dashboard-kit/dist/index.js');
const workDir = mkdtempSync(join(tmpdir(), 'dashboard-widget-size-'));
const sizes = new Map<string, number>();
const code = new Map<string, string>();

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
      rollupOptions: { external: isPeer },
    },
  });
  const files = readdirSync(outDir)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => join(outDir, file));
  code.set(widget, files.map((file) => readFileSync(file, 'utf8')).join('\n'));
  return gzipBytes(files);
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

  it('an app that embeds one widget ships no other widget’s styles', () => {
    const fileBrowserColumns = 'minmax(0, 1fr) 100px 200px 110px';
    expect(code.get('FileBrowser')).toContain(fileBrowserColumns);
    expect(code.get('DashboardProvider')).not.toContain(fileBrowserColumns);
    expect(code.get('ProfileWizard')).not.toContain(fileBrowserColumns);
  });

  it('the forecast model catalogue and the key caps’ texts ship only with the widgets that show them', () => {
    const model = 'EPT-2 Rapid Refresh';
    for (const widget of ['DashboardProvider', 'ApiKeysPanel', 'CreditsPanel', 'ProfileWizard', 'SpendControl']) expect(code.get(widget), widget).not.toContain(model);
    expect(code.get('PricingCalculator')).toContain(model);
    const capText = 'has no spend cap now';
    expect(code.get('ApiKeysPanel')).toContain(capText);
    for (const widget of ['DashboardProvider', 'CreditsPanel', 'PricingCalculator', 'FileBrowser', 'ProfileWizard', 'SpendControl']) expect(code.get(widget), widget).not.toContain(capText);
  });

  it('each widget ships the English texts of its own area, and the provider those every widget shares', () => {
    // One text of each area, and the widgets that show it (spend control shows the credits' usage states).
    const areas: [string, string[]][] = [
      ['Loading...', Object.keys(WIDGET_BUDGETS)],
      ["Make sure to save both your Key ID and Secret now. You won't be able to see the Secret again!", ['ApiKeysPanel']],
      ['Credits Remaining', ['CreditsPanel', 'SpendControl']],
      ['How are tokens calculated?', ['PricingCalculator']],
      ['This directory is empty', ['FileBrowser']],
      ['Company name is required for business accounts', ['ProfileWizard']],
      ['Spend by key, last 30 days', ['SpendControl']],
      ['Forgot your password?', []],
      ['Page Not Found', []],
      ['Display time zone', []],
    ];
    for (const [text, shownBy] of areas) {
      for (const [widget, bundle] of code) expect(bundle.includes(text), `${widget} carries "${text}"`).toBe(shownBy.includes(widget));
    }
  });

  it('an app that embeds one widget ships the English texts only: the German catalogue comes with its own import', () => {
    for (const [widget, bundle] of code) {
      expect(bundle, widget).toContain('Loading...');
      expect(bundle, widget).not.toContain('Wird geladen');
    }
    expect(readFileSync('packages/dashboard-kit/dist/locales/de.js', 'utf8')).toContain('Wird geladen');
  });

  it('a widget costs more than the provider alone, so each build really holds it', () => {
    const provider = sizes.get('DashboardProvider')!;
    for (const widget of Object.keys(WIDGET_BUDGETS).filter((name) => name !== 'DashboardProvider')) {
      expect(sizes.get(widget), widget).toBeGreaterThan(provider);
    }
  });
});
