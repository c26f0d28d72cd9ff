import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipBytes } from './gzip-size';

/**
 * What an app pays to embed one widget: the published ESM build, bundled and minified with
 * only the provider and that widget imported, peers left to the app (it has them already), in
 * gzip bytes. Two figures each: the first load (the entry and every chunk it imports statically:
 * what arrives before the widget can paint) and in all (with the chunks it fetches after paint:
 * menus, tooltips, dialogs' helpers). Budgets sit about 8 % above what was measured when they
 * were set (README, "Size budgets"): less than 3 % of room is a budget about to fail.
 */
const WIDGET_BUDGETS = {
  // A budget is at least 2 % over its widget's last measurement (rounded up to 100 bytes): one byte over is a regression to look at, not noise.
  // Each figure: first load and in all, gzip. How they grew, feature by feature: docs/performance.md, "What each widget weighs".
  DashboardProvider: { firstLoad: 23_200, total: 25_100 }, // measured 22,744 and 23,539 with query keys read through their factory and the API's model catalogue in pricing
  ApiKeysPanel: { firstLoad: 41_700, total: 71_600 }, // measured 40,860 and 70,119 with answers rendered in transitions (the kit's own observer of TanStack's queries); 39,962 and 69,222 with the kit's one table (its headings too) and errors worded by their widget; 39,604 and 68,868 with query keys read through their factory
  CreditsPanel: { firstLoad: 33_000, total: 41_900 }, // measured 32,350 and 41,073 with answers rendered in transitions; 31,891 and 40,121 with the kit's one table, one form draft and errors worded by their widget; 31,378 and 39,608 with query keys read through their factory
  PricingCalculator: { firstLoad: 29_900, total: 32_100 }, // measured 29,221 and 30,016 with query keys read through their factory and the API's model catalogue in pricing
  FileBrowser: { firstLoad: 39_100, total: 41_000 }, // measured 38,254 and 39,049 with query keys read through their factory and the API's model catalogue in pricing
  ProfileWizard: { firstLoad: 29_800, total: 31_300 }, // measured 29,203 and 29,998 with query keys read through their factory and the API's model catalogue in pricing
  RequestLog: { firstLoad: 47_800, total: 53_500 }, // measured 46,724 and 52,338 with query keys read through their factory and the API's model catalogue in pricing
  SpendControl: { firstLoad: 36_600, total: 43_100 }, // measured 35,579 and 41,931 with query keys read through their factory and the API's model catalogue in pricing
  // The catalogue and the explorer: what the Models page and the explorer's first paint cost (the map, the charts and uPlot come after, budgeted below).
  ModelCatalogue: { firstLoad: 30_500, total: 31_900 }, // measured 29,883 and 30,678 with query keys read through their factory and the API's model catalogue in pricing
  ForecastExplorer: { firstLoad: 44_800, total: 133_300 }, // measured 43,835 and 127,229 with query keys read through their factory and the API's model catalogue in pricing
} as const satisfies Record<string, { firstLoad: number; total: number }>;

/** The kit's peer dependencies (and their subpaths): the app has them already. */
const peerNames = Object.keys(
  (JSON.parse(readFileSync('packages/dashboard-kit/package.json', 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies,
);
const isPeer = (id: string) => peerNames.some((name) => id === name || id.startsWith(`${name}/`));
const kitDist = resolve('packages/dashboard-kit/dist/index.js');
const workDir = mkdtempSync(join(tmpdir(), 'dashboard-widget-size-'));
/**
 * The explorer's chunks fetched after its first paint, each found by a text only it holds: the
 * world map (d3-geo, topojson and Natural Earth's countries, shipped with the code) and uPlot.
 */
const EXPLORER_CHUNKS = {
  worldMap: { marker: 'Zimbabwe', budget: 59_700 }, // measured 55,287: the countries of the 1:110m data set (borders as well as land) are 30 KB of it
  uPlot: { marker: 'dppxchange', budget: 26_700 }, // measured 24,766
} as const;
const sizes = new Map<string, { firstLoad: number; total: number }>();
/** Each widget's files, with their gzip size and text. */
const chunks = new Map<string, { gzip: number; text: string }[]>();
const code = new Map<string, string>();
/** What arrives before the widget can paint, as text. */
const firstLoadCode = new Map<string, string>();

/** The chunks a module imports statically (`import … from "./x.js"`, `export … from`), not those it fetches with `import()`. */
function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\/[^"']+)["']/g)].map((match) => match[1]!);
}

/** The entry and every chunk reachable from it by static imports: what loads before the widget can run. */
function firstLoadFiles(outDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImports(readFileSync(join(outDir, file), 'utf8'))) visit(imported.slice(2));
  };
  visit(entry);
  return [...seen].map((file) => join(outDir, file));
}

async function bundledGzipBytes(widget: string): Promise<{ firstLoad: number; total: number }> {
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
      // As an app's build: its entry exports nothing an importer relies on, so what a lazy chunk
      // shares with the first load stays in it (a library's strict entry would split it out).
      rollupOptions: { external: isPeer, preserveEntrySignatures: 'allow-extension' },
    },
  });
  const files = readdirSync(outDir)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => join(outDir, file));
  code.set(widget, files.map((file) => readFileSync(file, 'utf8')).join('\n'));
  chunks.set(widget, files.map((file) => ({ gzip: gzipBytes([file]), text: readFileSync(file, 'utf8') })));
  const firstFiles = firstLoadFiles(outDir, 'widget.js');
  firstLoadCode.set(widget, firstFiles.map((file) => readFileSync(file, 'utf8')).join('\n'));
  return { firstLoad: gzipBytes(firstFiles), total: gzipBytes(files) };
}

beforeAll(async () => {
  if (!existsSync(kitDist)) throw new Error('packages/dashboard-kit/dist is missing: run `npm run build` first (npm test does).');
  for (const widget of Object.keys(WIDGET_BUDGETS)) sizes.set(widget, await bundledGzipBytes(widget));
  console.info(Object.fromEntries(sizes));
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('embedding one widget (size budget, gzip)', () => {
  it.each(Object.entries(WIDGET_BUDGETS))('%s: first load and in all within budget %o', (widget, budget) => {
    const size = sizes.get(widget)!;
    expect(size.firstLoad).toBeLessThanOrEqual(budget.firstLoad);
    expect(size.total).toBeLessThanOrEqual(budget.total);
  });

  it('counts what is fetched after paint apart: the keys panel’s row menu is not in its first load, the provider’s only later chunk writes kept answers down', () => {
    const keys = sizes.get('ApiKeysPanel')!;
    expect(keys.firstLoad).toBeLessThan(keys.total);
    // The writer is the one chunk the provider alone fetches later (it never keeps a secret: its test of a property's name).
    const keptAnswersWriter = chunks.get('DashboardProvider')!.filter((chunk) => !firstLoadCode.get('DashboardProvider')!.includes(chunk.text));
    expect(keptAnswersWriter).toHaveLength(1);
    expect(keptAnswersWriter[0]!.text).toContain('/secret/i');
    expect(firstLoadCode.get('DashboardProvider')).not.toContain('/secret/i');
    for (const widget of ['DashboardProvider', 'ProfileWizard']) expect(sizes.get(widget)!.total - sizes.get(widget)!.firstLoad, widget).toBe(keptAnswersWriter[0]!.gzip);
  });

  it('the step-up dialog comes after the first refusal: in the money widgets’ later chunks, never in a first load', () => {
    const dialogText = 'This spends money, shows a secret or changes how you sign in, so it needs a code from your authenticator app.';
    for (const widget of ['ApiKeysPanel', 'CreditsPanel', 'SpendControl']) {
      expect(code.get(widget), widget).toContain(dialogText);
      expect(firstLoadCode.get(widget), widget).not.toContain(dialogText);
    }
    for (const widget of ['DashboardProvider', 'FileBrowser', 'PricingCalculator', 'ProfileWizard']) expect(code.get(widget), widget).not.toContain(dialogText);
  });

  it('the explorer’s map and charts are chunks of their own, after its first paint and within their budgets, and no other widget ships them', () => {
    for (const [name, { marker, budget }] of Object.entries(EXPLORER_CHUNKS)) {
      const found = chunks.get('ForecastExplorer')!.filter((chunk) => chunk.text.includes(marker));
      expect(found, name).toHaveLength(1);
      expect(found[0]!.gzip, name).toBeLessThanOrEqual(budget);
      expect(firstLoadCode.get('ForecastExplorer'), name).not.toContain(marker);
      for (const widget of Object.keys(WIDGET_BUDGETS).filter((other) => other !== 'ForecastExplorer')) expect(code.get(widget), `${name} in ${widget}`).not.toContain(marker);
    }
  });

  it('an app that embeds one widget ships no other widget’s styles', () => {
    const fileBrowserColumns = 'minmax(0, 1fr) 100px 200px 110px';
    expect(code.get('FileBrowser')).toContain(fileBrowserColumns);
    expect(code.get('DashboardProvider')).not.toContain(fileBrowserColumns);
    expect(code.get('ProfileWizard')).not.toContain(fileBrowserColumns);
  });

  it('no widget ships a model list, and the key caps’ texts ship only with the widgets that show them', () => {
    // The API's catalogue names the models: no widget ships a list of its own, the calculator neither.
    const model = 'EPT-2 Rapid Refresh';
    for (const widget of Object.keys(WIDGET_BUDGETS)) expect(code.get(widget), widget).not.toContain(model);
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
    const provider = sizes.get('DashboardProvider')!.firstLoad;
    for (const widget of Object.keys(WIDGET_BUDGETS).filter((name) => name !== 'DashboardProvider')) {
      expect(sizes.get(widget)!.firstLoad, widget).toBeGreaterThan(provider);
    }
  });
});
