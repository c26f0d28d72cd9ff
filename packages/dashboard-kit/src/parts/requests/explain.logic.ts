import type { RequestEntry } from '../../api/schemas/requests';
import type { requestsEn } from '../../i18n/en/requests';

/** The texts that say why a request failed (`why_…`) and what a badge calls an outcome (`outcome_…`). */
export type WhyKey = Extract<keyof typeof requestsEn, `why_${string}`>;
export type OutcomeKey = Extract<keyof typeof requestsEn, `outcome_${string}`>;

/** How the caller writes what an explanation holds, in the reader's language and time zone. */
export interface ExplainFormat {
  number(value: number): string;
  /** An instant (ISO 8601) as a date and time. */
  instant(iso: string): string;
  cents(cents: number): string;
  list(items: readonly string[]): string;
}

export interface Explanation {
  key: WhyKey;
  values: Record<string, string | number>;
}

type Details = Record<string, unknown>;

const text = (details: Details, name: string): string | undefined => (typeof details[name] === 'string' ? (details[name] as string) : undefined);
const numeric = (details: Details, name: string): number | undefined =>
  typeof details[name] === 'number' && Number.isFinite(details[name]) ? (details[name] as number) : undefined;
const texts = (details: Details, name: string): string[] | undefined =>
  Array.isArray(details[name]) && (details[name] as unknown[]).every((item) => typeof item === 'string') ? (details[name] as string[]) : undefined;
const pair = (details: Details, name: string): [number, number] | undefined => {
  const value = details[name];
  return Array.isArray(value) && value.length === 2 && value.every((item) => typeof item === 'number') ? [value[0] as number, value[1] as number] : undefined;
};

/** The badge's word for an outcome: the catalogue's, or the code itself for one it does not know. */
export function outcomeKey(outcome: string): OutcomeKey | undefined {
  const key = `outcome_${outcome}`;
  return KNOWN_OUTCOMES.has(key) ? (key as OutcomeKey) : undefined;
}

const KNOWN_OUTCOMES = new Set<string>([
  'outcome_ok',
  'outcome_invalid_request',
  'outcome_unknown_model',
  'outcome_coordinates_out_of_range',
  'outcome_outside_model_domain',
  'outcome_unknown_parameter',
  'outcome_invalid_steps',
  'outcome_key_spend_cap_reached',
  'outcome_insufficient_credits',
  'outcome_rate_limited',
  'outcome_key_not_yet_active',
  'outcome_key_expired',
  'outcome_key_rolled',
  'outcome_key_inactive',
  'outcome_key_deleted',
  'outcome_server_error',
]);

/** What explaining a request needs: how it was answered, and the place and model it asked for. */
export type AnsweredRequest = Pick<RequestEntry, 'status' | 'outcome' | 'error' | 'lat' | 'lon' | 'model'>;

/**
 * Why a request failed, in the catalogue's words, from the details its answer carried (the
 * request's own fields where the answer left one out). Null for a request that succeeded. A
 * refusal whose details are missing or of an unknown kind falls back to what the API said.
 */
export function explanationOf(entry: AnsweredRequest, format: ExplainFormat): Explanation | null {
  if (entry.status < 400 || entry.outcome === 'ok') return null;
  const details: Details = entry.error ?? {};
  const lat = numeric(details, 'requested_lat') ?? entry.lat;
  const lon = numeric(details, 'requested_lon') ?? entry.lon;
  const place = {
    lat: lat === null ? '–' : format.number(lat),
    lon: lon === null ? '–' : format.number(lon),
  };
  const model = text(details, 'model_name') ?? entry.model ?? '';
  const other = (): Explanation => ({
    key: 'why_other',
    values: { message: entry.error?.message ?? `HTTP ${entry.status}` },
  });
  switch (entry.outcome) {
    case 'invalid_request': {
      const fields = texts(details, 'fields');
      return fields
        ? {
            key: 'why_invalid_request',
            values: { fields: format.list(fields) },
          }
        : other();
    }
    case 'unknown_model': {
      const models = texts(details, 'available_models');
      return models
        ? {
            key: 'why_unknown_model',
            values: { model, models: format.list(models) },
          }
        : other();
    }
    case 'coordinates_out_of_range':
      return { key: 'why_coordinates_out_of_range', values: place };
    case 'outside_model_domain': {
      const latRange = pair(details, 'valid_lat');
      const lonRange = pair(details, 'valid_lon');
      if (!latRange || !lonRange) return other();
      const [latFrom, latTo] = latRange.map(format.number) as [string, string];
      const [lonFrom, lonTo] = lonRange.map(format.number) as [string, string];
      return {
        key: 'why_outside_model_domain',
        values: { model, latFrom, latTo, lonFrom, lonTo, ...place },
      };
    }
    case 'unknown_parameter': {
      const parameter = text(details, 'parameter_name');
      const parameters = texts(details, 'available_parameters');
      return parameter && parameters
        ? {
            key: 'why_unknown_parameter',
            values: { parameter, parameters: format.list(parameters) },
          }
        : other();
    }
    case 'invalid_steps': {
      const max = numeric(details, 'max_steps');
      return max === undefined ? other() : { key: 'why_invalid_steps', values: { max: format.number(max) } };
    }
    case 'key_spend_cap_reached': {
      const cap = numeric(details, 'cap_cents');
      const spent = numeric(details, 'spend_cents');
      const resets = text(details, 'resets_at');
      return cap === undefined || spent === undefined || !resets
        ? other()
        : {
            key: 'why_key_spend_cap_reached',
            values: {
              cap: format.cents(cap),
              spent: format.cents(spent),
              resets: format.instant(resets),
            },
          };
    }
    case 'insufficient_credits':
      return { key: 'why_insufficient_credits', values: {} };
    case 'rate_limited': {
      const limit = numeric(details, 'limit_per_minute');
      const seconds = numeric(details, 'retry_after_seconds');
      return limit === undefined || seconds === undefined
        ? other()
        : {
            key: 'why_rate_limited',
            values: {
              limit: format.number(limit),
              seconds: format.number(seconds),
            },
          };
    }
    case 'key_not_yet_active': {
      const activeAt = text(details, 'active_at');
      return activeAt
        ? {
            key: 'why_key_not_yet_active',
            values: { activeAt: format.instant(activeAt) },
          }
        : other();
    }
    case 'key_expired': {
      const expiredAt = text(details, 'expired_at');
      return expiredAt
        ? {
            key: 'why_key_expired',
            values: { expiredAt: format.instant(expiredAt) },
          }
        : other();
    }
    case 'key_rolled': {
      const expiredAt = text(details, 'expired_at');
      const replacement = text(details, 'replaced_by');
      return expiredAt && replacement
        ? {
            key: 'why_key_rolled',
            values: { expiredAt: format.instant(expiredAt), replacement },
          }
        : other();
    }
    case 'key_inactive':
      return { key: 'why_key_inactive', values: {} };
    case 'key_deleted':
      return { key: 'why_key_deleted', values: {} };
    case 'server_error':
      return { key: 'why_server_error', values: {} };
    default:
      return entry.status >= 500 ? { key: 'why_server_error', values: {} } : other();
  }
}
