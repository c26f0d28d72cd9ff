import { describe, expect, it } from 'vitest';
import { widgetDataFor } from '../../../packages/host-app/src/route-data';

describe('widgetDataFor', () => {
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
    expect(widgetDataFor(pathname, search)).toEqual(expected);
  });
});
