import { range } from './stats';

/** One figure of `npm run bench`, beside its budget. */
export interface Figure {
  group: string;
  name: string;
  /** The measured value (a median, where there are readings), as written to bench-results.json. */
  value: number;
  unit: 'ms' | 'bytes' | 'score' | 'count' | 'MB' | 'x' | '%' | '';
  /** The budget, when the figure has one; `kind` says which way it bounds. */
  budget?: { limit: number; kind: 'max' | 'min' };
  /** For a median, the readings it was taken from, in run order: how far one run strays. */
  readings?: number[];
}

export function withinBudget(figure: Figure): boolean {
  if (!figure.budget) return true;
  return figure.budget.kind === 'max' ? figure.value <= figure.budget.limit : figure.value >= figure.budget.limit;
}

const format = (value: number, unit: Figure['unit']) =>
  unit === 'bytes' ? `${value.toLocaleString('en-US')} B` : unit === 'score' || unit === 'count' || unit === '' ? String(value) : unit === 'x' ? `${value}x` : unit === '%' ? `${value} %` : `${value} ${unit}`;

/** The figures as a table: status, figure, median, budget, spread and readings. */
export function printFigures(figures: readonly Figure[]): void {
  let group = '';
  for (const figure of figures) {
    if (figure.group !== group) {
      group = figure.group;
      console.info(`\n${group}`);
    }
    const budget = figure.budget ? `${figure.budget.kind === 'max' ? '<=' : '>='} ${format(figure.budget.limit, figure.unit)}` : 'reported';
    const spread = figure.readings ? `  range ${range(figure.readings).map((value) => format(value, figure.unit)).join(' to ')} (readings ${figure.readings.join(', ')})` : '';
    console.info(`${withinBudget(figure) ? 'ok  ' : 'OVER'}  ${figure.name.padEnd(46)} ${format(figure.value, figure.unit).padEnd(14)} budget ${budget.padEnd(14)}${spread}`);
  }
}
