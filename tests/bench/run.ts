// `npm run bench`: the whole dashboard measured against the sandbox, production build, in
// Chromium: JavaScript per route, Lighthouse on /login and the signed-in pages (each beside its
// limit page, in rounds), the file browser over 50,000 entries. Each figure is printed beside its
// budget and written to bench-results.json; exits 1 when a budget is missed. Not part of
// `npm test`: figures of this machine, not assertions of timing in the test suite.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium';
import { browserOnMainThreadCore, keepHelpersOffMainCore, pinningNote } from './cpu-cores';
import { auditDashboard, measureInteractivityAlone, ROUNDS, ROUTES } from './dashboard/measure';
import { routeBytes } from './dashboard/route-bytes';
import { printFigures, withinBudget, type Figure } from './figures';
import { measureFileBrowser } from './file-browser/measure';
import { measureExplorer } from './explorer/measure';
import { measureRequestLog } from './request-log/measure';
import { BENCH_CHROMIUM_ARGS, startServers } from './servers';

const LIMIT_PAGES = resolve('test-results/bench/limit-pages');

/**
 * `--only=<part>` measures one part (`pages`: bytes, Lighthouse and the first clicks;
 * `first-click`: the long tasks and first clicks alone; `file-browser`; `request-log`; `explorer`), every part
 * but `first-click` (which `pages` includes) without it.
 */
const PARTS = ['pages', 'first-click', 'file-browser', 'request-log', 'explorer'] as const;
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && !(PARTS as readonly string[]).includes(only)) throw new Error(`--only takes one of ${PARTS.join(', ')}`);
const measures = (part: (typeof PARTS)[number]) => only === part || (only === undefined && part !== 'first-click');
/** `--routes=/login,/api-keys` and `--rounds=3` audit fewer pages or rounds, while working on one page: not figures for the README. */
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const routes = option('routes')?.split(',') ?? ROUTES;
const unknownRoute = routes.find((route) => !(ROUTES as readonly string[]).includes(route));
if (unknownRoute) throw new Error(`--routes takes some of ${ROUTES.join(', ')}, not ${unknownRoute}`);
const rounds = Number(option('rounds') ?? ROUNDS);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number from 1');

const servers = await startServers(LIMIT_PAGES);
const cores = keepHelpersOffMainCore();
try {
  console.info(`Cores: ${pinningNote()}`);
  const dashboard = measures('pages') ? await auditDashboard(LIMIT_PAGES, { routes, rounds }) : { figures: [], rounds: [] };
  const figures: Figure[] = measures('pages') ? [...routeBytes(), ...dashboard.figures] : [];
  if (measures('first-click')) figures.push(...(await measureInteractivityAlone({ routes, rounds })));
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    executablePath: browserOnMainThreadCore(chromiumLaunchOptions.executablePath),
    args: [...chromiumLaunchOptions.args, ...BENCH_CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
  try {
    if (measures('file-browser')) figures.push(...(await measureFileBrowser(browser)));
    if (measures('request-log')) figures.push(...(await measureRequestLog(browser)));
    if (measures('explorer')) figures.push(...(await measureExplorer(browser)));
  } finally {
    await browser.close();
  }

  printFigures(figures);
  const missed = figures.filter((figure) => !withinBudget(figure));
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, Chromium at ${chromiumLaunchOptions.executablePath}; ${pinningNote()}`;
  // A part measured alone leaves the whole run's record as it was.
  const record = only ? `test-results/bench-${only}.json` : 'bench-results.json';
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    record,
    `${JSON.stringify(
      { date: new Date().toISOString(), machine, ...(only ? { only } : {}), ...(option('routes') || option('rounds') ? { routes, rounds } : {}), missed: missed.length, figures: figures.map((figure) => ({ ...figure, ok: withinBudget(figure) })), rounds: dashboard.rounds },
      null,
      2,
    )}\n`,
  );
  console.info(missed.length ? `\n${missed.length} budget(s) missed (${record})` : `\nall budgets met (${record})`);
  process.exitCode = missed.length ? 1 : 0;
} finally {
  cores.stop();
  servers.stop();
}
