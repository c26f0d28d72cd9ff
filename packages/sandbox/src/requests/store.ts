import type { Queryable } from '../db/db';
import { RETENTION_DAYS, STATUS_CLASSES, type RequestFilters, type StatusClass } from './filters';

/** A refusal as its caller got it: the log keeps it to explain the failure. */
export interface LoggedError {
  type: string;
  message: string;
  [detail: string]: unknown;
}

/** A request as the data API saw it, written once its answer is known. */
export interface NewRequestEntry {
  id: string;
  accountId: string;
  keyId: string;
  method: string;
  path: string;
  model?: string;
  lat?: number;
  lon?: number;
  steps?: number;
  parameters?: string[];
  status: number;
  outcome: string;
  /** The error body the caller got; none on success. */
  error: LoggedError | null;
  tokens: number;
  costMicrocents: number;
  latencyMs: number;
  userAgent: string | null;
  clientAddress: string | null;
  /** The member who ran it from the dashboard's explorer; none for a call made with the key's secret. */
  runBy?: string | null;
  /** When the request arrived; now unless a fixture backdates it. */
  at?: Date;
}

interface EntryRow {
  seq: string | number;
  id: string;
  at: Date;
  key_id: string;
  key_name: string;
  key_prefix: string | null;
  method: string;
  path: string;
  model: string | null;
  lat: number | null;
  lon: number | null;
  steps: number | null;
  parameters: string[];
  status: number;
  outcome: string;
  error: object | null;
  tokens: string;
  cost_microcents: string;
  latency_ms: number;
  user_agent: string | null;
  client_address: string | null;
  run_by: string | null;
  run_by_email: string | null;
}

/** An entry as the log's API answers it (API-PROPOSAL.md, "The request log"). Metadata only. */
export function toEntry(row: EntryRow) {
  return {
    id: row.id,
    // PGlite gives a bigint back as a number: the cursor is text, as the API documents it.
    cursor: String(row.seq),
    created_at: new Date(row.at).toISOString(),
    key: { id: row.key_id, name: row.key_name, prefix: row.key_prefix },
    method: row.method,
    path: row.path,
    model: row.model,
    lat: row.lat,
    lon: row.lon,
    steps: row.steps,
    parameters: row.parameters,
    status: row.status,
    outcome: row.outcome,
    error: row.error,
    tokens: Number(row.tokens),
    cost_microcents: Number(row.cost_microcents),
    latency_ms: row.latency_ms,
    user_agent: row.user_agent,
    client_address: row.client_address,
    run_by: row.run_by === null ? null : { id: row.run_by, email: row.run_by_email },
  };
}

export type RequestEntry = ReturnType<typeof toEntry>;

const SELECT = `select r.seq, r.id, r.at, r.key_id, k.name as key_name, k.secret_prefix as key_prefix, r.method, r.path, r.model, r.lat, r.lon,
         r.steps, r.parameters, r.status, r.outcome, r.error, r.tokens, r.cost_microcents, r.latency_ms, r.user_agent, r.client_address,
         r.run_by, runner.email as run_by_email
    from api_requests r join api_keys k on k.id = r.key_id left join users runner on runner.id = r.run_by`;

const COLUMNS = 'id, account_id, key_id, at, method, path, model, lat, lon, steps, parameters, status, outcome, error, tokens, cost_microcents, latency_ms, user_agent, client_address, run_by';
const COLUMN_COUNT = COLUMNS.split(',').length;

function values(entry: NewRequestEntry): unknown[] {
  return [
    entry.id, entry.accountId, entry.keyId, entry.at ?? null, entry.method, entry.path, entry.model ?? null, entry.lat ?? null, entry.lon ?? null,
    entry.steps ?? null, entry.parameters ?? [], entry.status, entry.outcome, entry.error === null ? null : JSON.stringify(entry.error),
    entry.tokens, entry.costMicrocents, entry.latencyMs, entry.userAgent, entry.clientAddress, entry.runBy ?? null,
  ];
}

/** The placeholders of one row from parameter `first` on (`at` defaults to the moment of writing). */
function rowPlaceholders(first: number): string {
  const slots = Array.from({ length: COLUMN_COUNT }, (_, index) => `$${first + index}`);
  slots[3] = `coalesce(${slots[3]}::timestamptz, sandbox_clock_timestamp())`;
  return `(${slots.join(', ')})`;
}

export async function insertRequest(db: Queryable, entry: NewRequestEntry): Promise<void> {
  await db.query(`insert into api_requests (${COLUMNS}) values ${rowPlaceholders(1)}`, values(entry));
}

/** Writes many entries (a seeded history) in a few statements. */
export async function insertRequests(db: Queryable, entries: readonly NewRequestEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 500) {
    const chunk = entries.slice(start, start + 500);
    await db.query(`insert into api_requests (${COLUMNS}) values ${chunk.map((_, index) => rowPlaceholders(1 + index * COLUMN_COUNT)).join(', ')}`, chunk.flatMap(values));
  }
}

/** Forgets requests older than the retention period. */
export async function pruneRequests(db: Queryable): Promise<void> {
  await db.query(`delete from api_requests where at < sandbox_now() - interval '${RETENTION_DAYS} days'`);
}

/** The where clause of a user's filtered requests (never one past the retention period) and its parameters. */
function where(accountId: string, filters: TailFilters & Partial<Pick<RequestFilters, 'from' | 'to'>>): { sql: string; params: unknown[] } {
  const params: unknown[] = [accountId];
  const clauses = ['r.account_id = $1', `r.at >= sandbox_now() - interval '${RETENTION_DAYS} days'`];
  const add = (clause: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filters.from !== undefined) add((n) => `r.at >= ${n}`, new Date(filters.from));
  if (filters.to !== undefined) add((n) => `r.at < ${n}`, new Date(filters.to));
  if (filters.statusClasses.length > 0) add((n) => `(r.status / 100) = any(${n}::int[])`, filters.statusClasses.map((value) => Number(value[0])));
  if (filters.outcomes.length > 0) add((n) => `r.outcome = any(${n}::text[])`, filters.outcomes);
  if (filters.keyId) add((n) => `r.key_id = ${n}`, filters.keyId);
  if (filters.model) add((n) => `r.model = ${n}`, filters.model);
  return { sql: clauses.join(' and '), params };
}

/** A page of a user's requests, newest first, after `beforeSeq` when paging on. */
export async function listRequests(db: Queryable, accountId: string, filters: RequestFilters, page: { limit: number; beforeSeq?: string }) {
  const { sql, params } = where(accountId, filters);
  const before = page.beforeSeq === undefined ? '' : ` and r.seq < $${params.length + 1}`;
  const { rows } = await db.query<EntryRow>(`${SELECT} where ${sql}${before} order by r.seq desc limit ${page.limit + 1}`, page.beforeSeq === undefined ? params : [...params, page.beforeSeq]);
  const entries = rows.slice(0, page.limit).map(toEntry);
  return { entries, nextCursor: rows.length > page.limit ? entries[entries.length - 1]!.cursor : null };
}

/** What a tail narrows to: the log's filters but the time range (a tail has no end). */
export type TailFilters = Omit<RequestFilters, 'from' | 'to'>;

/** A user's requests after `afterSeq`, oldest first: what a tail has not sent yet. */
export async function requestsAfter(db: Queryable, accountId: string, filters: TailFilters, afterSeq: string, limit: number) {
  const { sql, params } = where(accountId, filters);
  const { rows } = await db.query<EntryRow>(`${SELECT} where ${sql} and r.seq > $${params.length + 1} order by r.seq limit ${limit}`, [...params, afterSeq]);
  return rows.map(toEntry);
}

/** The newest entry's cursor of a user's log (where a tail that asks for "from now" starts). */
export async function latestCursor(db: Queryable, accountId: string): Promise<string> {
  const { rows } = await db.query<{ seq: string | null }>('select max(seq) as seq from api_requests where account_id = $1', [accountId]);
  return String(rows[0]?.seq ?? 0);
}

export async function requestById(db: Queryable, accountId: string, id: string): Promise<RequestEntry | null> {
  const { rows } = await db.query<EntryRow>(`${SELECT} where r.account_id = $1 and r.id = $2 and r.at >= sandbox_now() - interval '${RETENTION_DAYS} days'`, [accountId, id]);
  return rows[0] ? toEntry(rows[0]) : null;
}

export type HistogramBucket = { start: string } & Record<StatusClass, number>;

/** Counts per bucket and status class over the filtered range, every bucket present (zeros too). */
export async function requestHistogram(db: Queryable, accountId: string, filters: RequestFilters, bucketSeconds: number): Promise<HistogramBucket[]> {
  const { sql, params } = where(accountId, filters);
  const { rows } = await db.query<{ bucket: string; class: number; count: string }>(
    `select floor(extract(epoch from r.at) / ${bucketSeconds})::bigint as bucket, r.status / 100 as class, count(*) as count
       from api_requests r where ${sql} group by 1, 2`,
    params,
  );
  const size = bucketSeconds * 1000;
  const first = Math.floor(filters.from / size);
  const last = Math.floor((filters.to - 1) / size);
  const buckets: HistogramBucket[] = [];
  for (let index = first; index <= last; index += 1) buckets.push({ start: new Date(index * size).toISOString(), '2xx': 0, '4xx': 0, '5xx': 0 });
  for (const row of rows) {
    const bucket = buckets[Number(row.bucket) - first];
    const statusClass = STATUS_CLASSES.find((value) => Number(value[0]) === Number(row.class));
    if (bucket && statusClass) bucket[statusClass] += Number(row.count);
  }
  return buckets;
}
