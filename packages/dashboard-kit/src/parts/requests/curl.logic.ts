import type { RequestEntry } from '../../api/schemas/requests';

/** Where the secret goes in a command the dashboard shows: a shell variable, never the secret itself. */
export const SECRET_PLACEHOLDER = '$JUA_API_SECRET';

/** The forecast request the empty log offers as a first call: Berlin, two parameters, two days. */
export const FIRST_REQUEST = {
  model: 'ept2',
  lat: 52.52,
  lon: 13.405,
  steps: 48,
  parameters: ['air_temperature_at_height_level_2m', 'wind_speed_at_height_level_10m'],
} as const;

/** A URL's query with commas kept readable (they need no escaping in a query). */
function queryString(params: Record<string, string>): string {
  return new URLSearchParams(params).toString().replace(/%2C/g, ',');
}

/**
 * The API's base as a command line needs it: absolute. A dashboard whose API sits on its own
 * origin (`/api`) is configured with a path, which a shell cannot resolve; the page's origin can.
 */
export function absoluteApiBase(apiBaseUrl: string, pageOrigin: string | null): string {
  if (/^https?:\/\//i.test(apiBaseUrl) || pageOrigin === null) return apiBaseUrl;
  return new URL(apiBaseUrl, pageOrigin).href;
}

function forecastUrl(apiBaseUrl: string, path: string, params: Record<string, string>): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${path}?${queryString(params)}`;
}

/** A shell word in single quotes (a quote inside closed, escaped and reopened). */
function quoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function curl(keyId: string, url: string): string {
  return `curl -u "${keyId}:${SECRET_PLACEHOLDER}" \\\n  ${quoted(url)}`;
}

/** The data API's path for a point forecast. */
export const FORECAST_PATH = '/v1/forecast/point';

/** The explorer's requests are the data API's made from the dashboard: the same request, made with a key, goes to the data API. */
const EXPLORER_PATH = '/v1/explorer/forecast';

/** A point forecast's fields, as a command or program sends them. */
export interface ForecastQuery {
  model: string | null;
  lat: number | null;
  lon: number | null;
  steps: number | null;
  parameters: readonly string[];
}

/** The query a point forecast is asked with, its fields in the data API's order. */
export function forecastParams(request: ForecastQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (request.model !== null) params.model = request.model;
  if (request.lat !== null) params.lat = String(request.lat);
  if (request.lon !== null) params.lon = String(request.lon);
  if (request.steps !== null) params.steps = String(request.steps);
  if (request.parameters.length > 0) params.parameters = request.parameters.join(',');
  return params;
}

/** The curl that makes `entry`'s request again, with its key's id and the secret left as a placeholder. */
export function curlForRequest(entry: RequestEntry, apiBaseUrl: string): string {
  return curl(entry.key.id, forecastUrl(apiBaseUrl, entry.path === EXPLORER_PATH ? FORECAST_PATH : entry.path, forecastParams(entry)));
}

/** The curl of a point forecast made with the key `keyId`. */
export function forecastCurl(keyId: string, apiBaseUrl: string, request: ForecastQuery): string {
  return curl(keyId, forecastUrl(apiBaseUrl, FORECAST_PATH, forecastParams(request)));
}

/** A first forecast request with the user's own key id. */
export function firstRequestCurl(keyId: string, apiBaseUrl: string): string {
  return forecastCurl(keyId, apiBaseUrl, FIRST_REQUEST);
}
