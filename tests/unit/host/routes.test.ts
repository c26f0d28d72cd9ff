import { describe, expect, it } from 'vitest';
import { ApiKeysPage, InterstitialPage, LoginPage, NotFoundPage } from '../../../packages/host-app/src/lazy-pages';
import { routeFor } from '../../../packages/host-app/src/routes';

describe('the host’s route table', () => {
  it('opens a page with or without a trailing slash', () => {
    expect(routeFor('/api-keys/')).toBe(routeFor('/api-keys'));
    expect(routeFor('/api-keys').page.type).toBe(ApiKeysPage);
    expect(routeFor('/login//').page.type).toBe(LoginPage);
  });

  it('shows an unknown path as the 404 page inside the shell', () => {
    for (const path of ['/nowhere', '/api-keys/extra', '/API-KEYS']) {
      expect(routeFor(path)).toMatchObject({ frame: 'shell' });
      expect(routeFor(path).page.type).toBe(NotFoundPage);
    }
  });

  it('puts the sign-in pages in the sign-in frame and the dashboard pages in the shell', () => {
    expect(routeFor('/login/magic-link')).toMatchObject({ frame: 'sign-in' });
    expect(routeFor('/login/magic-link').page.type).toBe(InterstitialPage);
    expect(routeFor('/waitlist')).toMatchObject({ frame: 'whole' });
    expect(routeFor('/overview')).toMatchObject({ frame: 'shell' });
  });
});
