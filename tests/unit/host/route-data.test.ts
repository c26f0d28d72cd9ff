import { describe, expect, it } from 'vitest';
import { widgetDataForLocation } from '../../../packages/dashboard-kit/src/data/widget-data-routes';
import { ROUTE_WIDGET_DATA } from '../../../packages/host-app/src/route-manifest';

describe('the host’s widget data per location', () => {
  const shell = { widget: 'DashboardShell' };
  it.each([
    ['/api-keys', '', [shell, { widget: 'ApiKeysPanel' }]],
    ['/account', '?tab=credits', [shell, { widget: 'CreditsPanel' }]],
    ['/account', '?tab=pricing', [shell, { widget: 'PricingCalculator' }]],
    ['/account', '?tab=profile', [shell]],
    ['/account', '', [shell]],
    ['/browse', '?path=station-archive%2F2026', [shell, { widget: 'FileBrowser', path: 'station-archive/2026' }]],
    ['/browse', '', [shell, { widget: 'FileBrowser', path: '' }]],
    ['/overview', '', [shell]],
    ['/logs', '?key=key_1', [shell]],
    // Pages outside the shell ask for nothing of its.
    ['/complete-profile', '', []],
    ['/login', '', []],
  ])('%s%s asks for %j', (pathname, search, expected) => {
    expect(widgetDataForLocation(ROUTE_WIDGET_DATA, pathname, search)).toEqual(expected);
  });
});
