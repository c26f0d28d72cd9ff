import { GLOBE, MAX_STEPS, MINIMUM_TOKENS, MODEL_DOMAINS, MODEL_IDS, type Domain } from './catalogue';
import { catalogueModel } from './models';

/** A point forecast as asked for: one place, `steps` hours, some parameters. */
export interface ForecastRequest {
  model: string;
  lat: number;
  lon: number;
  steps: number;
  parameters: string[];
}

/** A 400 as the provider's API words it: a message, a type, and the details the spec names. */
export interface InvalidForecast {
  message: string;
  type: 'invalid_request' | 'unknown_model' | 'coordinates_out_of_range' | 'outside_model_domain' | 'unknown_parameter' | 'invalid_steps';
  model_name?: string;
  requested_lat?: number;
  requested_lon?: number;
  [detail: string]: unknown;
}

/** What the log keeps of a request, valid or not: whatever of it could be read. */
export type ForecastFields = Partial<ForecastRequest>;

export type ParsedForecast = { ok: true; request: ForecastRequest } | { ok: false; error: InvalidForecast; fields: ForecastFields };

const DECIMAL = /^-?\d+(\.\d+)?$/;
/**
 * A step count is read when it has at most nine digits: any more is past every limit, and would
 * not fit the log's integer column (a refusal must be logged like any other, not fail).
 */
const STEP_COUNT = /^\d{1,9}$/;

/** A coordinate as decimal degrees; one too long to be a finite number is unreadable. */
function coordinate(raw: string | undefined): number | undefined {
  const value = raw !== undefined && DECIMAL.test(raw.trim()) ? Number(raw) : undefined;
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

/** Reads a forecast request from its query, checking what the provider checks, in the order it does. */
export function parseForecastQuery(query: Record<string, string | undefined>): ParsedForecast {
  const model = query.model?.trim() || undefined;
  const lat = coordinate(query.lat);
  const lon = coordinate(query.lon);
  const parameters = (query.parameters ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const stepsRaw = query.steps?.trim() ?? '48';
  const steps = STEP_COUNT.test(stepsRaw) ? Number(stepsRaw) : undefined;
  const fields: ForecastFields = { model, lat, lon, steps, parameters };
  const refuse = (error: InvalidForecast): ParsedForecast => ({ ok: false, error, fields });

  const missing = [!model && 'model', lat === undefined && 'lat', lon === undefined && 'lon', parameters.length === 0 && 'parameters'].filter(Boolean);
  if (missing.length > 0) {
    return refuse({ message: `Missing or malformed: ${missing.join(', ')}. lat and lon are decimal degrees; parameters a comma-separated list.`, type: 'invalid_request', fields: missing });
  }
  if (!MODEL_IDS.includes(model!)) {
    return refuse({ message: `Unknown model '${model}'.`, type: 'unknown_model', model_name: model, available_models: MODEL_IDS });
  }
  const place = { model_name: model, requested_lat: lat!, requested_lon: lon! };
  if (!within(lat!, lon!, GLOBE)) {
    return refuse({ message: 'Latitude must be from -90 to 90 and longitude from -180 to 180.', type: 'coordinates_out_of_range', ...place, valid_lat: GLOBE.lat, valid_lon: GLOBE.lon });
  }
  const domain = MODEL_DOMAINS[model!];
  if (domain && !within(lat!, lon!, domain)) {
    return refuse({ message: `The point is outside the area ${model} covers.`, type: 'outside_model_domain', ...place, valid_lat: domain.lat, valid_lon: domain.lon });
  }
  // Each model serves its own parameters (the catalogue's `parameters`).
  const served: readonly string[] = catalogueModel(model!)!.parameters;
  const unknown = parameters.find((name) => !served.includes(name));
  if (unknown !== undefined) {
    return refuse({ message: `Unknown parameter '${unknown}' for ${model}.`, type: 'unknown_parameter', ...place, parameter_name: unknown, available_parameters: served });
  }
  if (steps === undefined || steps < 1 || steps > MAX_STEPS) {
    return refuse({ message: `steps must be a whole number from 1 to ${MAX_STEPS}.`, type: 'invalid_steps', ...place, max_steps: MAX_STEPS });
  }
  return { ok: true, request: { model: model!, lat: lat!, lon: lon!, steps, parameters: [...new Set(parameters)] } };
}

function within(lat: number, lon: number, domain: Domain): boolean {
  return lat >= domain.lat[0] && lat <= domain.lat[1] && lon >= domain.lon[0] && lon <= domain.lon[1];
}

/** What a request is metered at: points x steps x parameters tokens (a point forecast: one point), 720 at least. */
export function forecastTokens(request: Pick<ForecastRequest, 'steps' | 'parameters'>): number {
  return Math.max(MINIMUM_TOKENS, request.steps * request.parameters.length);
}
