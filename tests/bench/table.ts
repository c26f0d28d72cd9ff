// The README's table from consecutive bench runs: `npx tsx tests/bench/table.ts run1.json run2.json run3.json`
// (each a bench-results.json). One column per run: each figure's median and the range of its readings;
// then its budget, and its target with how far the runs' medians are from it. A route's figures are
// made again from the run's rounds under today's limits (dashboard/limits.ts), so the budget column
// and each run's count of missed budgets are those a run would be held to now.
import { readFileSync } from 'node:fs';
import { missedBy, withinBudget, type Bound, type Figure } from './figures';
import { routeLimits } from './dashboard/limits';
import { routeFigures } from './dashboard/report';
import type { Round } from './dashboard/rounds';
import { range } from './stats';

interface Run {
  date: string;
  figures: Figure[];
  rounds: Round[];
}

/** The routes the bench audits, and the figures of each in the table. */
const ROUTES = ['/login', '/overview', '/api-keys', '/account?tab=credits', '/account?tab=pricing', '/browse'];
const ROUTE_ROWS: { name: string; label: string }[] = [
  { name: 'first visit: LCP over its limit page’s', label: 'LCP ÷ limit page' },
  { name: 'first visit: observed LCP over its limit page’s', label: 'observed LCP ÷ limit page' },
  { name: 'first visit: total blocking time', label: 'TBT' },
  { name: 'first visit: cumulative layout shift', label: 'layout shift' },
  { name: 'first visit: performance score', label: 'performance' },
  { name: 'repeat visit: LCP over its limit page’s', label: 'repeat visit LCP ÷ limit page' },
  { name: 'repeat visit: total blocking time', label: 'repeat visit TBT' },
  { name: 'repeat visit: cumulative layout shift', label: 'repeat visit layout shift' },
  { name: 'CPU slowdown', label: 'CPU slowdown' },
];
/** The rows: the figure's group (by its ending), its name, and how the README labels it. */
const ROWS: { group: RegExp; name: string; label: string }[] = [
  ...ROUTES.flatMap((route) =>
    ROUTE_ROWS.map((row) => ({ group: new RegExp(`: ${route.replace(/[?]/g, '\\?')}$`), name: row.name, label: `${route} ${row.label}` })),
  ),
  { group: /^FileBrowser/, name: 'first rows after the listing arrives', label: 'file browser: first rows' },
  { group: /^FileBrowser/, name: 're-sort 50,000 entries', label: 'file browser: re-sort' },
  { group: /^FileBrowser/, name: 'longest task while scrolling to the end', label: 'file browser: longest task while scrolling' },
];

const number = (figure: Figure, value: number) => (figure.unit === 'x' ? value.toFixed(2) : value.toLocaleString('en-US'));
const unit = (figure: Figure, value: number) => `${number(figure, value)}${figure.unit === 'ms' ? ' ms' : ''}`;

function cell(figure: Figure | undefined): string {
  if (!figure) return 'n/a';
  if (!figure.readings) return unit(figure, figure.value);
  const [low, high] = range(figure.readings);
  return `${unit(figure, figure.value)} (${number(figure, low)} to ${number(figure, high)})`;
}

const bound = (figure: Figure, limit: Bound | undefined) => (limit ? `${limit.kind === 'max' ? '≤' : '≥'} ${unit(figure, limit.limit)}` : '');

/** The target, and by how much the runs missed it: "≤ 1.50, missed by 0.55 to 0.62", or "met". */
function targetCell(found: readonly (Figure | undefined)[], sample: Figure): string {
  if (!sample.target) return '';
  const misses = found.flatMap((figure) => (figure?.target ? [missedBy(figure)] : []));
  const [low, high] = range(misses);
  if (high === 0) return `${bound(sample, sample.target)}, met`;
  const by = low === high ? unit(sample, high) : `${number(sample, low)} to ${unit(sample, high)}`;
  return `${bound(sample, sample.target)}, missed by ${by}${low === 0 ? ' (met in some runs)' : ''}`;
}

const ROUTE_GROUP = /: (\/\S*)$/;

/** A run's figures, each route's made again from its rounds under today's limits. */
function heldToday(run: Run): Figure[] {
  const routes = [...new Set(run.figures.flatMap((figure) => ROUTE_GROUP.exec(figure.group)?.[1] ?? []))];
  const others = run.figures.filter((figure) => !ROUTE_GROUP.test(figure.group));
  const accessibility = (route: string) => run.figures.find((figure) => figure.group.endsWith(`: ${route}`) && figure.name === 'accessibility score')!.value;
  return [...routes.flatMap((route) => routeFigures(route, run.rounds, routeLimits(route), accessibility(route))), ...others];
}

const runs = process.argv.slice(2).map((file) => heldToday(JSON.parse(readFileSync(file, 'utf8')) as Run));
const lines = [
  `| figure | ${runs.map((figures, index) => `run ${index + 1} (${figures.filter((figure) => !withinBudget(figure)).length} missed)`).join(' | ')} | budget | target |`,
  `| --- | ${runs.map(() => '---').join(' | ')} | --- | --- |`,
];
for (const row of ROWS) {
  const found = runs.map((figures) => figures.find((figure) => row.group.test(figure.group) && figure.name === row.name));
  // A route measured on first visits only has no repeat-visit rows.
  if (!found.some(Boolean)) continue;
  const sample = found.find(Boolean)!;
  lines.push(`| ${row.label} | ${found.map(cell).join(' | ')} | ${bound(sample, sample.budget)} | ${targetCell(found, sample)} |`);
}
console.info(lines.join('\n'));
