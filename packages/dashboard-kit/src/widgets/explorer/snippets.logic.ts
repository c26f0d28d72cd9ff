import { FORECAST_PATH, forecastCurl, forecastParams, type ForecastQuery } from '../../parts/requests/curl.logic';

export type SnippetLanguage = 'curl' | 'python' | 'javascript';
export const SNIPPET_LANGUAGES: readonly SnippetLanguage[] = ['curl', 'python', 'javascript'];

/** The environment variable the secret is read from: the snippets never hold a secret. */
const SECRET_VARIABLE = 'JUA_API_SECRET';

const endpointOf = (apiBaseUrl: string) => `${apiBaseUrl.replace(/\/+$/, '')}${FORECAST_PATH}`;

/** A JSON string literal, which is also a valid Python and JavaScript string. */
const literal = (text: string) => JSON.stringify(text);

function python(keyId: string, apiBaseUrl: string, request: ForecastQuery): string {
  const params = Object.entries(forecastParams(request))
    .map(([name, value]) => `        ${literal(name)}: ${literal(value)},`)
    .join('\n');
  return [
    'import os',
    '',
    'import requests',
    '',
    'response = requests.get(',
    `    ${literal(endpointOf(apiBaseUrl))},`,
    '    params={',
    params,
    '    },',
    `    auth=(${literal(keyId)}, os.environ[${literal(SECRET_VARIABLE)}]),`,
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    'forecast = response.json()',
    'print(forecast["steps"][0])',
  ].join('\n');
}

function javascript(keyId: string, apiBaseUrl: string, request: ForecastQuery): string {
  const params = Object.entries(forecastParams(request))
    .map(([name, value]) => `  ${name}: ${literal(value)},`)
    .join('\n');
  return [
    'const params = new URLSearchParams({',
    params,
    '});',
    `const credentials = Buffer.from(\`${keyId}:\${process.env.${SECRET_VARIABLE}}\`).toString('base64');`,
    `const response = await fetch(\`${endpointOf(apiBaseUrl)}?\${params}\`, {`,
    '  headers: { Authorization: `Basic ${credentials}` },',
    '});',
    'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
    'const forecast = await response.json();',
    'console.log(forecast.steps[0]);',
  ].join('\n');
}

/** The same request as the explorer's, made with the key `keyId` from a program: its secret left to an environment variable. */
export function forecastSnippet(language: SnippetLanguage, keyId: string, apiBaseUrl: string, request: ForecastQuery): string {
  if (language === 'python') return python(keyId, apiBaseUrl, request);
  if (language === 'javascript') return javascript(keyId, apiBaseUrl, request);
  return forecastCurl(keyId, apiBaseUrl, request);
}
