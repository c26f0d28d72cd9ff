import { describe, expect, it } from 'vitest';
import { GET_ENDPOINTS } from './endpoints';
import { SPEND_GET_ENDPOINTS } from './billing/spend-endpoints';
import { widgetGets } from './first-gets';

describe('the endpoint definitions', () => {
  it('give every endpoint a cache key of its own, so no two queries share an entry', () => {
    const endpoints = [...GET_ENDPOINTS, ...SPEND_GET_ENDPOINTS];
    const keys = endpoints.map((endpoint) => JSON.stringify([endpoint.resource, ...(endpoint.key?.('some-folder') ?? [])]));
    expect(new Set(keys).size).toBe(endpoints.length);
  });

  it('name the GETs each widget makes as it mounts, with the query it makes them with', () => {
    expect(widgetGets({ widget: 'ApiKeysPanel' })).toEqual([
      { path: '/v1/api-keys' },
      { path: '/v1/billing/api-credits/usage', query: { days: 30, group_by: 'key', key_days: 'false' } },
      { path: '/v1/requests', query: { limit: 1 } },
    ]);
    expect(widgetGets({ widget: 'DashboardShell' })).toEqual([{ path: '/v1/requests', query: { limit: 1 } }, { path: '/v1/models' }]);
    expect(widgetGets({ widget: 'CreditsPanel' })).toEqual([
      { path: '/v1/billing/api-credits/balance' },
      { path: '/v1/billing/api-credits/usage', query: { days: 30 } },
      { path: '/v1/billing/api-credits/alert' },
    ]);
    expect(widgetGets({ widget: 'PricingCalculator' })).toEqual([{ path: '/v1/billing/api-credits/pricing' }]);
    expect(widgetGets({ widget: 'FileBrowser', path: '/forecasts//2026/' })).toEqual([{ path: '/v1/files/browse', query: { path: 'forecasts/2026' } }]);
  });
});
