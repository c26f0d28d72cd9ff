import * as v from 'valibot';
import { isoDate, wholeNonNegative } from './common.ts';

// Proposed API (API-PROPOSAL.md): the request log.

/** The status classes the log counts and filters by. */
export const STATUS_CLASSES = ['2xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

/** A refusal exactly as its caller got it: a message, a type, and the details that explain it. */
export interface RequestError {
  message: string;
  type: string;
  [detail: string]: unknown;
}

/** One request made with a key: metadata only, never the forecast. */
export interface RequestEntry {
  /** The id the answer's `Request-Id` carried. */
  id: string;
  /** Where a tail resumes after this entry. */
  cursor: string;
  created_at: Date;
  key: { id: string; name: string; prefix: string | null };
  method: string;
  path: string;
  model: string | null;
  lat: number | null;
  lon: number | null;
  steps: number | null;
  parameters: string[];
  status: number;
  /** `ok`, or the refusal's type. */
  outcome: string;
  error: RequestError | null;
  tokens: number;
  /** What it cost, in millionths of a cent. */
  cost_microcents: number;
  latency_ms: number;
  user_agent: string | null;
  client_address: string | null;
  /** The member who ran it from the dashboard's explorer; null for a call made with the key's secret (or an API that does not say). */
  run_by: { id: string; email: string | null } | null;
}

/** A page of the log, newest first; `next_cursor` asks for the next, null on the last. */
export interface RequestPage {
  requests: RequestEntry[];
  next_cursor: string | null;
  retention_days: number;
}

/** Counts of one bucket of the histogram, by status class. */
export type HistogramBucket = { start: Date } & Record<StatusClass, number>;

/** Counts per time bucket over a span: every bucket present, the bucket size the API chose for the span. */
export interface RequestHistogram {
  from: Date;
  to: Date;
  bucket_seconds: number;
  buckets: HistogramBucket[];
}

const nullableNumber = v.nullable(v.number());

export const requestEntrySchema = v.object({
  id: v.string(),
  cursor: v.string(),
  created_at: isoDate,
  key: v.object({ id: v.string(), name: v.string(), prefix: v.nullable(v.string()) }),
  method: v.string(),
  path: v.string(),
  model: v.nullable(v.string()),
  lat: nullableNumber,
  lon: nullableNumber,
  steps: nullableNumber,
  parameters: v.array(v.string()),
  status: v.pipe(v.number(), v.integer()),
  outcome: v.string(),
  error: v.nullable(v.looseObject({ message: v.string(), type: v.string() })),
  tokens: wholeNonNegative,
  cost_microcents: wholeNonNegative,
  latency_ms: wholeNonNegative,
  user_agent: v.nullable(v.string()),
  client_address: v.nullable(v.string()),
  run_by: v.nullish(v.object({ id: v.string(), email: v.nullable(v.string()) }), null),
}) satisfies v.GenericSchema<unknown, RequestEntry>;

export const requestPageSchema = v.object({
  requests: v.array(requestEntrySchema),
  next_cursor: v.nullable(v.string()),
  retention_days: v.optional(wholeNonNegative, 30),
}) satisfies v.GenericSchema<unknown, RequestPage>;

export const requestHistogramSchema = v.object({
  from: isoDate,
  to: isoDate,
  bucket_seconds: v.pipe(wholeNonNegative, v.minValue(1)),
  buckets: v.array(v.object({ start: isoDate, '2xx': wholeNonNegative, '4xx': wholeNonNegative, '5xx': wholeNonNegative })),
}) satisfies v.GenericSchema<unknown, RequestHistogram>;
