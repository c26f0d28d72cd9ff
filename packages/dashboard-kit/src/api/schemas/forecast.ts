import * as v from 'valibot';
import { isoDate, wholeNonNegative } from './common.ts';

// Proposed API (API-PROPOSAL.md): the model catalogue and the explorer's forecast.

/** A latitude and a longitude range, inclusive, in degrees. */
export interface ModelArea {
  lat: [number, number];
  lon: [number, number];
}

/** A model of the catalogue, with what a request to it needs: its area, its parameters, its price group. */
export interface CatalogueModel {
  id: string;
  label: string;
  /** The provider's own words, in English. */
  description: string;
  /** `jua` or `external`. */
  provider: string;
  /** Degrees between grid points. */
  resolution_degrees: number;
  /** How often a new run is published. */
  update_interval_hours: number;
  benchmark_period_days: number;
  supported_aggregations: string[];
  /** The statistics an ensemble's answer carries; null for a single run. */
  ensemble_stats: string[] | null;
  /** `RESEARCH PREVIEW`, or null. */
  banner: string | null;
  /** Where a regional model forecasts; null for the globe. */
  area: ModelArea | null;
  /** The parameters it serves. */
  parameters: string[];
  /** Its group in the pricing response's `model_groups`. */
  price_group: string;
  /** The most hourly steps one request may ask for. */
  max_steps: number;
}

/** An ensemble's quantiles at one time. */
export interface Quantiles {
  q5: number;
  q25: number;
  q75: number;
  q95: number;
}

/** One hour of a forecast: each parameter's value (an ensemble's mean) and an ensemble's quantiles. */
export interface ForecastStep {
  valid_time: Date;
  values: Record<string, number>;
  ensemble?: Record<string, Quantiles>;
}

/** A point forecast as the data API (and the explorer) answers it. */
export interface ForecastAnswer {
  /** The id the log files it under. */
  request_id: string;
  key_id: string;
  model: string;
  lat: number;
  lon: number;
  /** The run it was read from. */
  init_time: Date;
  parameters: string[];
  steps: ForecastStep[];
  /** What it was metered at: tokens, and their cost in millionths of a cent. */
  usage: { tokens: number; cost_microcents: number };
}

/** The banner the catalogue gives a research preview: the kit words it in the user's language. */
export const RESEARCH_PREVIEW_BANNER = 'RESEARCH PREVIEW';

const range = v.tuple([v.number(), v.number()]);

const catalogueModelSchema = v.object({
  id: v.string(),
  label: v.string(),
  description: v.string(),
  provider: v.string(),
  resolution_degrees: v.number(),
  update_interval_hours: v.number(),
  benchmark_period_days: v.number(),
  supported_aggregations: v.array(v.string()),
  ensemble_stats: v.nullable(v.array(v.string())),
  banner: v.nullable(v.string()),
  area: v.nullable(v.object({ lat: range, lon: range })),
  parameters: v.array(v.string()),
  price_group: v.string(),
  max_steps: wholeNonNegative,
}) satisfies v.GenericSchema<unknown, CatalogueModel>;

export const modelCatalogueSchema = v.object({ models: v.array(catalogueModelSchema) }) satisfies v.GenericSchema<unknown, { models: CatalogueModel[] }>;

const quantilesSchema = v.object({ q5: v.number(), q25: v.number(), q75: v.number(), q95: v.number() });

export const forecastAnswerSchema = v.object({
  request_id: v.string(),
  key_id: v.string(),
  model: v.string(),
  lat: v.number(),
  lon: v.number(),
  init_time: isoDate,
  parameters: v.array(v.string()),
  steps: v.array(
    v.object({
      valid_time: isoDate,
      values: v.record(v.string(), v.number()),
      ensemble: v.optional(v.record(v.string(), quantilesSchema)),
    }),
  ),
  usage: v.object({ tokens: wholeNonNegative, cost_microcents: wholeNonNegative }),
}) satisfies v.GenericSchema<unknown, ForecastAnswer>;
