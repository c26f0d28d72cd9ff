import { describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../../../packages/dashboard-kit/src/access/app-paths';
import { PUBLIC_PATHS } from '../../../packages/dashboard-kit/src/access/routes';
import { lazyPage } from '../../../packages/host-app/src/lazy-pages';
import { KIT_PATHS, PUBLIC_PAGES } from '../../../packages/host-app/src/route-manifest';
import { routeFor } from '../../../packages/host-app/src/routes';

const ApiKeysPage = lazyPage('apiKeysPage', 'ApiKeysPage');
const InterstitialPage = lazyPage('authPages', 'InterstitialPage');
const LoginPage = lazyPage('authPages', 'LoginPage');
const NotFoundPage = lazyPage('infoPages', 'NotFoundPage');

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

  it('serves every page the kit links to, and prerenders every public page the kit’s guard knows', () => {
    expect(KIT_PATHS).toEqual(DEFAULT_PATHS);
    expect(PUBLIC_PAGES).toEqual(PUBLIC_PATHS);
  });
});
