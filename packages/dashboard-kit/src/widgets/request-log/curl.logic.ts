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

/** The curl that makes `entry`'s request again, with its key's id and the secret left as a placeholder. */
export function curlForRequest(entry: RequestEntry, apiBaseUrl: string): string {
  const params: Record<string, string> = {};
  if (entry.model !== null) params.model = entry.model;
  if (entry.lat !== null) params.lat = String(entry.lat);
  if (entry.lon !== null) params.lon = String(entry.lon);
  if (entry.steps !== null) params.steps = String(entry.steps);
  if (entry.parameters.length > 0) params.parameters = entry.parameters.join(',');
  return curl(entry.key.id, forecastUrl(apiBaseUrl, entry.path, params));
}

/** A first forecast request with the user's own key id. */
export function firstRequestCurl(keyId: string, apiBaseUrl: string): string {
  const { model, lat, lon, steps, parameters } = FIRST_REQUEST;
  return curl(
    keyId,
    forecastUrl(apiBaseUrl, '/v1/forecast/point', {
      model,
      lat: String(lat),
      lon: String(lon),
      steps: String(steps),
      parameters: parameters.join(','),
    })
  );
}
