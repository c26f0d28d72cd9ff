/** How long the log keeps a request. */
export const RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;
/** Without `from`, the log shows the last day. */
const DEFAULT_SPAN_MS = DAY_MS;

export const STATUS_CLASSES = ['2xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

/** What the log's list, histogram and tail are narrowed to; every field but the range is optional. */
export interface RequestFilters {
  /** Milliseconds since the epoch; `from` included, `to` excluded. */
  from: number;
  to: number;
  statusClasses: StatusClass[];
  outcomes: string[];
  keyId?: string;
  model?: string;
}

export type FiltersResult = { ok: true; filters: RequestFilters } | { ok: false; message: string };

const OUTCOME = /^[a-z_]{1,64}$/;

function instant(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  const at = Date.parse(raw);
  return /^\d{4}-\d{2}-\d{2}T/.test(raw) && Number.isFinite(at) ? at : null;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

/**
 * Reads the log's filters from a query: `from` and `to` (ISO 8601 instants; the last day when
 * absent, never before the retention's start), `status` (2xx, 4xx, 5xx, comma-separated),
 * `outcome` (outcome codes, comma-separated), `key_id`, `model`.
 */
export function parseRequestFilters(query: Record<string, string | undefined>, now: number): FiltersResult {
  const to = instant(query.to);
  const from = instant(query.from);
  if (to === null || from === null) return { ok: false, message: 'from and to must be ISO 8601 date-times, e.g. 2026-11-27T10:00:00Z' };
  // A range ends by tomorrow at the latest: its buckets are bounded by the retention, whatever `to` says.
  if (to !== undefined && to > now + DAY_MS) return { ok: false, message: 'to must be no later than a day from now' };
  const end = to ?? now;
  const start = Math.max(from ?? end - DEFAULT_SPAN_MS, now - RETENTION_DAYS * DAY_MS);
  if (start >= end) return { ok: false, message: `from must be before to, and to within the last ${RETENTION_DAYS} days` };
  const statusClasses = list(query.status);
  const unknownClass = statusClasses.find((value) => !(STATUS_CLASSES as readonly string[]).includes(value));
  if (unknownClass !== undefined) return { ok: false, message: `status must be ${STATUS_CLASSES.join(', ')} (comma-separated)` };
  const outcomes = list(query.outcome);
  if (outcomes.some((value) => !OUTCOME.test(value))) return { ok: false, message: 'outcome must be outcome codes such as ok or unknown_model (comma-separated)' };
  return {
    ok: true,
    filters: { from: start, to: end, statusClasses: statusClasses as StatusClass[], outcomes, keyId: query.key_id || undefined, model: query.model || undefined },
  };
}

/** Bucket sizes a histogram picks from: the smallest that draws the range in at most 60 bars. */
const BUCKET_SECONDS = [60, 300, 900, 1_800, 3_600, 3 * 3_600, 6 * 3_600, 12 * 3_600, 86_400] as const;
export const MAX_BUCKETS = 60;

export function bucketSecondsFor(spanMs: number): number {
  return BUCKET_SECONDS.find((seconds) => spanMs / (seconds * 1000) <= MAX_BUCKETS) ?? 86_400;
}
