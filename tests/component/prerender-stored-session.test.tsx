import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { hostEnv } from '../../packages/host-app/src/env';
import { authStorageKey } from '../../packages/host-app/src/env.logic';
import { makeSession } from '../fakes/fake-auth-client';
import { developerAccess } from '../msw/fixtures';
import { server } from '../msw/server';
import { prerenderedPages } from './prerendered-pages';

/**
 * A file of its own: the app's auth client is a module-level singleton, and this visit needs
 * one that has not arrived yet, as on a fresh page load.
 */
const { prefersDark, serveAndHydrate, problems } = prerenderedPages();

describe('a signed-in visitor on a prerendered page', () => {
  it('/login hydrates as the server rendered it (signed out), then goes to the overview', async () => {
    prefersDark(false);
    const metadata = { full_name: 'Dev Sandbox', country: 'Germany', how_found_us: 'Google Search', user_type: 'private', role_description: 'Developer' };
    localStorage.setItem(authStorageKey(hostEnv.supabaseUrl), JSON.stringify(makeSession({ metadata })));
    server.use(
      http.get(`${hostEnv.apiUrl}/v1/profile/access`, () => HttpResponse.json(developerAccess)),
      // The overview's shell asks whether there is a request log: the spec's API has none.
      http.get(`${hostEnv.apiUrl}/v1/requests`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
      // Nor a model catalogue.
      http.get(`${hostEnv.apiUrl}/v1/models`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    const { recoverable } = await serveAndHydrate('/login');
    expect(recoverable).toEqual([]);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/overview'), { timeout: 5_000 });
    expect(problems()).toEqual([]);
  });
});
