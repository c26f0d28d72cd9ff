import { describe, expect, it } from 'vitest';
import { widgetDataForLocation } from '../../../packages/dashboard-kit/src/data/widget-data-routes';
import { ROUTE_WIDGET_DATA } from '../../../packages/host-app/src/route-manifest';

describe('the host’s widget data per location', () => {
  it.each([
    ['/api-keys', '', [{ widget: 'ApiKeysPanel' }]],
    ['/account', '?tab=credits', [{ widget: 'CreditsPanel' }]],
    ['/account', '?tab=pricing', [{ widget: 'PricingCalculator' }]],
    ['/account', '?tab=profile', []],
    ['/account', '', []],
    ['/browse', '?path=station-archive%2F2026', [{ widget: 'FileBrowser', path: 'station-archive/2026' }]],
    ['/browse', '', [{ widget: 'FileBrowser', path: '' }]],
    ['/overview', '', []],
  ])('%s%s asks for %j', (pathname, search, expected) => {
    expect(widgetDataForLocation(ROUTE_WIDGET_DATA, pathname, search)).toEqual(expected);
  });
});
