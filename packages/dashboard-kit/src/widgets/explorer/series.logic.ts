import type { ForecastAnswer, Quantiles } from '../../api/schemas/forecast';
import { displayUnit, inUnit, type DisplayUnit } from './units.logic';
import type { UnitSystem } from './explorerState.logic';

/** One model's line in a chart: its values at each time (null where it has none), and an ensemble's quantiles. */
export interface ChartSeries {
  model: string;
  values: (number | null)[];
  /** An ensemble's q5, q25, q75 and q95 at each time. */
  quantiles?: Record<keyof Quantiles, (number | null)[]>;
}

/** One parameter's chart: the times (milliseconds), its unit, and each model's series. */
export interface ParameterChart {
  parameter: string;
  unit: DisplayUnit;
  times: number[];
  series: ChartSeries[];
}

const QUANTILES = ['q5', 'q25', 'q75', 'q95'] as const;

/**
 * A chart per parameter from the models' forecasts, in the reader's units: every time any model
 * has, in order, each model's value at it (a model that lacks a parameter has no line in its chart).
 */
export function chartsOf(forecasts: readonly ForecastAnswer[], parameters: readonly string[], units: UnitSystem): ParameterChart[] {
  const times = [...new Set(forecasts.flatMap((forecast) => forecast.steps.map((step) => step.valid_time.getTime())))].sort((a, b) => a - b);
  return parameters.map((parameter) => {
    const unit = displayUnit(parameter, units);
    const value = (number: number | undefined) => (number === undefined ? null : inUnit(number, unit));
    const series = forecasts
      .filter((forecast) => forecast.parameters.includes(parameter))
      .map((forecast): ChartSeries => {
        const byTime = new Map(forecast.steps.map((step) => [step.valid_time.getTime(), step]));
        const at = (time: number) => byTime.get(time);
        const ensemble = forecast.steps.some((step) => step.ensemble?.[parameter] !== undefined);
        return {
          model: forecast.model,
          values: times.map((time) => value(at(time)?.values[parameter])),
          ...(ensemble
            ? { quantiles: Object.fromEntries(QUANTILES.map((name) => [name, times.map((time) => value(at(time)?.ensemble?.[parameter]?.[name]))])) as ChartSeries['quantiles'] }
            : {}),
        };
      });
    return { parameter, unit, times, series };
  });
}

/** A table's columns for a chart: each model's value, and an ensemble's quantiles after it. */
export function tableColumns(chart: ParameterChart): { model: string; statistic: 'value' | keyof Quantiles; values: (number | null)[] }[] {
  return chart.series.flatMap((series) => [
    { model: series.model, statistic: 'value' as const, values: series.values },
    ...(series.quantiles ? QUANTILES.map((name) => ({ model: series.model, statistic: name, values: series.quantiles![name] })) : []),
  ]);
}

/** A CSV field, quoted where it holds a comma, a quote or a line break. */
function field(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A chart's data as CSV: the time in UTC (ISO 8601, as a spreadsheet reads it), then a column per
 * model (and per ensemble quantile), named with its unit; numbers with a dot, whatever the language.
 */
export function chartCsv(chart: ParameterChart, label: (model: string) => string): string {
  const columns = tableColumns(chart);
  const unit = chart.unit.symbol ? ` (${chart.unit.symbol})` : '';
  const header = ['valid_time_utc', ...columns.map((column) => `${label(column.model)}${column.statistic === 'value' ? '' : ` ${column.statistic}`}${unit}`)];
  const rows = chart.times.map((time, index) => [new Date(time).toISOString(), ...columns.map((column) => (column.values[index] === null ? '' : String(column.values[index])))]);
  return `${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Okabe and Ito's colours, apart for every kind of colour blindness, in the order models are added. */
export const SERIES_COLOURS: readonly string[] = ['#0072B2', '#E69F00', '#009E73', '#CC79A7'];
/** The same models in a dark theme: lighter where the dark background needs it. */
export const SERIES_COLOURS_DARK: readonly string[] = ['#56B4E9', '#E69F00', '#009E73', '#CC79A7'];
/** A second cue besides colour: each model's line has its own dash. */
export const SERIES_DASHES: readonly (readonly number[])[] = [[], [8, 4], [2, 3], [10, 3, 2, 3]];
