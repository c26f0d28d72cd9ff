import { randomToken } from '../auth/crypto';
import type { Queryable } from '../db/db';
import { insertRequests, type LoggedError, type NewRequestEntry } from './store';
import { forecastCostMicrocents } from '../forecast/price';
import { catalogueModel } from '../forecast/models';
import { forecastTokens, parseForecastQuery } from '../forecast/request';

/** A key a history's requests may be made with. */
export interface HistoryKey {
  id: string;
  accountId: string;
}

const PLACES = [
  { lat: 52.52, lon: 13.405 },
  { lat: 51.507, lon: -0.128 },
  { lat: 29.76, lon: -95.37 },
  { lat: 35.68, lon: 139.69 },
  { lat: -33.87, lon: 151.21 },
  { lat: 48.857, lon: 2.352 },
  { lat: 55.676, lon: 12.568 },
];
const MODELS = ['ept2', 'ept2', 'ept2', 'ept2_early', 'aifs', 'ecmwf_ifs025_single', 'icon_eu'];
const PARAMETER_SETS = [
  'air_temperature_at_height_level_2m',
  'air_temperature_at_height_level_2m,wind_speed_at_height_level_10m',
  'wind_speed_at_height_level_100m,wind_direction_at_height_level_10m',
  'surface_downwelling_shortwave_flux_sum_1h,total_cloud_cover,air_temperature_at_height_level_2m',
];
const STEPS = ['24', '48', '48', '72', '168', '360'];

/** A client asks a model for what it serves (the catalogue's parameters); a set it does not serve becomes the temperature. */
function servedBy(model: string, parameters: string): string {
  const served: readonly string[] = catalogueModel(model)?.parameters ?? [];
  return parameters.split(',').every((name) => served.includes(name)) ? parameters : PARAMETER_SETS[0]!;
}
const AGENTS = ['python-requests/2.32.3', 'jua-python-sdk/0.9.2', 'curl/8.5.0', 'node-fetch/3.3.2'];

/** Deterministic pseudo-random numbers (mulberry32), so a seeded history is the same every time. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Plausible past requests: spread over `spanMs` up to `now`, busier in working hours, most
 * served, some refused the ways real clients get refused (a typo in a model, a latitude out
 * of range, too fast, a server error now and then). Only the log is written: the usage they
 * would have cost is the seeded usage's business.
 */
export function requestHistory(keys: readonly HistoryKey[], count: number, spanMs: number, now: number, seed = 48): NewRequestEntry[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const entries: NewRequestEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    const key = keys[index % keys.length]!;
    const place = pick(PLACES);
    const model = pick(MODELS);
    const query: Record<string, string> = { model, lat: String(place.lat), lon: String(place.lon), steps: pick(STEPS), parameters: servedBy(model, pick(PARAMETER_SETS)) };
    const roll = next();
    let status = 200;
    let error: LoggedError | null = null;
    if (roll < 0.03) query.model = 'ept3';
    else if (roll < 0.05) query.lat = '152.52';
    else if (roll < 0.07) {
      status = 429;
      error = { message: 'Too many requests with this key: at most 600 a minute. Try again in 4 seconds.', type: 'rate_limited', retry_after_seconds: 4, limit_per_minute: 600 };
    } else if (roll < 0.075) {
      status = 500;
      error = { message: 'An unexpected server error occurred.', type: 'server_error' };
    }
    const parsed = parseForecastQuery(query);
    if (!parsed.ok) {
      status = 400;
      error = parsed.error;
    }
    const fields = parsed.ok ? parsed.request : parsed.fields;
    const served = status === 200 && parsed.ok;
    const tokens = served ? forecastTokens(parsed.request) : 0;
    // Older requests thin out toward the span's start.
    const at = now - spanMs * Math.pow(next(), 1.15);
    entries.push({
      id: `req_${randomToken(12)}`,
      accountId: key.accountId,
      keyId: key.id,
      method: 'GET',
      path: '/v1/forecast/point',
      ...fields,
      status,
      outcome: error?.type ?? 'ok',
      error,
      tokens,
      costMicrocents: served ? forecastCostMicrocents(parsed.request.model, tokens, 0) : 0,
      latencyMs: Math.round(served ? 40 + next() * 260 : 5 + next() * 20),
      userAgent: pick(AGENTS),
      clientAddress: `203.0.113.${1 + Math.floor(next() * 20)}`,
      at: new Date(at),
    });
  }
  return entries.sort((a, b) => a.at!.getTime() - b.at!.getTime());
}

/** Seeds `count` past requests over the `spanMs` up to `now` on a user's keys (one key, if named), deleted keys too. */
export async function seedRequestHistory(db: Queryable, accountId: string, count: number, spanMs: number, now: Date, keyId?: string): Promise<number> {
  const { rows } = await db.query<{ id: string }>('select id from api_keys where account_id = $1 and ($2::text is null or id = $2) order by created_at', [accountId, keyId ?? null]);
  if (rows.length === 0) return 0;
  const entries = requestHistory(rows.map((row) => ({ id: row.id, accountId })), count, spanMs, now.getTime());
  await insertRequests(db, entries);
  return entries.length;
}
