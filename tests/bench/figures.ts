import { range } from './stats';

/** A bound on a figure; `kind` says which way it bounds. */
export interface Bound {
  limit: number;
  kind: 'max' | 'min';
}

/** One figure of `npm run bench`, beside its budget and its target. */
export interface Figure {
  group: string;
  name: string;
  /** The measured value (a median, where there are readings), as written to bench-results.json. */
  value: number;
  unit: 'ms' | 'bytes' | 'score' | 'count' | 'MB' | 'x' | '%' | '';
  /** The budget, when the figure has one: a guard against regression, clear of the machine's noise; missing it fails the bench. */
  budget?: Bound;
  /** The target, when the figure has one: where the product means to be. Reported with the distance to it; missing it fails nothing. */
  target?: Bound;
  /** For a median, the readings it was taken from, in run order: how far one run strays. */
  readings?: number[];
}

const within = (value: number, bound: Bound | undefined) => !bound || (bound.kind === 'max' ? value <= bound.limit : value >= bound.limit);

export function withinBudget(figure: Figure): boolean {
  return within(figure.value, figure.budget);
}

/**
 * How far the figure is from its target: 0 where it is met (or it has none), else the
 * distance in the figure's unit, always positive.
 */
export function missedBy(figure: Figure): number {
  const { target } = figure;
  if (!target || within(figure.value, target)) return 0;
  // Ratios to two decimals, layout shift (no unit) to three, whole units otherwise.
  return Number(Math.abs(figure.value - target.limit).toFixed(figure.unit === 'x' ? 2 : figure.unit === '' ? 3 : 0));
}

const format = (value: number, unit: Figure['unit']) =>
  unit === 'bytes' ? `${value.toLocaleString('en-US')} B` : unit === 'score' || unit === 'count' || unit === '' ? String(value) : unit === 'x' ? `${value}x` : unit === '%' ? `${value} %` : `${value} ${unit}`;

const bound = (limit: Bound, unit: Figure['unit']) => `${limit.kind === 'max' ? '<=' : '>='} ${format(limit.limit, unit)}`;

/** Where the figure stands to its target, if it has one. */
const targetNote = (figure: Figure) =>
  figure.target ? `  target ${bound(figure.target, figure.unit)}${missedBy(figure) ? `, missed by ${format(missedBy(figure), figure.unit)}` : ', met'}` : '';

/** The figures as a table: status, figure, median, budget, spread and readings, and the target. */
export function printFigures(figures: readonly Figure[]): void {
  let group = '';
  for (const figure of figures) {
    if (figure.group !== group) {
      group = figure.group;
      console.info(`\n${group}`);
    }
    const budget = figure.budget ? bound(figure.budget, figure.unit) : 'reported';
    const spread = figure.readings ? `  range ${range(figure.readings).map((value) => format(value, figure.unit)).join(' to ')} (readings ${figure.readings.join(', ')})` : '';
    console.info(`${withinBudget(figure) ? 'ok  ' : 'OVER'}  ${figure.name.padEnd(46)} ${format(figure.value, figure.unit).padEnd(14)} budget ${budget.padEnd(14)}${spread}${targetNote(figure)}`);
  }
}
