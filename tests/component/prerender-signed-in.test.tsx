import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_ATTRIBUTE } from '../../packages/dashboard-kit/src/access/preview-attribute';
import { hostEnv } from '../../packages/host-app/src/env';
import { authStorageKey } from '../../packages/host-app/src/env.logic';
import { PRERENDERED_SIGNED_IN_PAGES } from '../../packages/host-app/src/route-manifest';
import { makeSession } from '../fakes/fake-auth-client';
import { developerAccess, TEST_API_URL } from '../msw/fixtures';
import { server } from '../msw/server';
import { prerenderedPages } from './prerendered-pages';

/**
 * Signed-in pages arrive as the page React renders before the session is known, hidden; the app
 * hydrates it (no mismatch, no recoverable error), then shows what the guard decides for the
 * session: the page with its data, or another page, never a frame of this one in between.
 */
const { prefersDark, serveAndHydrate, problems, container } = prerenderedPages();

const COMPLETE_PROFILE = { full_name: 'Dev Sandbox', country: 'Germany', how_found_us: 'Google Search', user_type: 'private', role_description: 'Developer' };

/** The pages the guard sends a complete developer on from: each has a journey of its own. */
const ELSEWHERE = new Set(['/complete-profile', '/waitlist', '/payment-required', '/login/two-step']);

function signedInAsDeveloper() {
  localStorage.setItem(authStorageKey(hostEnv.supabaseUrl), JSON.stringify(makeSession({ metadata: COMPLETE_PROFILE })));
  server.use(
    http.get(`${hostEnv.apiUrl}/v1/profile/access`, () => HttpResponse.json(developerAccess)),
    http.get(`${hostEnv.apiUrl}/v1/audit-log`, () => HttpResponse.json({ events: [], next_cursor: null, retention_days: 365 })),
    // The rest as the component tests' API answers them (the default scenario), asked at the host's API.
    http.all(`${hostEnv.apiUrl}/*`, ({ request }) => fetch(new Request(request.url.replace(hostEnv.apiUrl, TEST_API_URL), request))),
  );
}

describe('signed-in pages painted from HTML', () => {
  for (const path of PRERENDERED_SIGNED_IN_PAGES.filter((page) => !ELSEWHERE.has(page))) {
    it(`${path}: its HTML holds the page's heading, hidden; React takes it over without a mismatch and shows it`, async () => {
      prefersDark(false);
      signedInAsDeveloper();
      const { body, recoverable } = await serveAndHydrate(path);
      // The page's own heading (not a spinner) is in the HTML, in the shell.
      expect(body).toContain('<h1');
      expect(body).toContain('dk-shell');
      expect(recoverable).toEqual([]);
      // Once the guard has decided with the session, the page shows: nothing keeps it hidden.
      await vi.waitFor(() => expect(container().hasAttribute(PREVIEW_ATTRIBUTE)).toBe(false));
      expect(window.location.pathname).toBe(path);
      expect(await within(container()).findByRole('heading', { level: 1 }, { timeout: 5_000 })).toBeVisible();
      expect(problems()).toEqual([]);
    });
  }

  it('a signed-out visitor is sent to sign in, and the page is gone before anything reveals it', async () => {
    prefersDark(false);
    const reveals: string[] = [];
    const { recoverable } = await serveAndHydrate('/api-keys');
    expect(recoverable).toEqual([]);
    const observer = new MutationObserver(() => {
      if (!container().hasAttribute(PREVIEW_ATTRIBUTE)) reveals.push(container().textContent ?? '');
    });
    observer.observe(container(), { attributes: true, attributeFilter: [PREVIEW_ATTRIBUTE] });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 5_000 });
    observer.disconnect();
    // Whenever the page became paintable, its keys page was no longer in it.
    for (const text of reveals) expect(text).not.toContain('Keys let your applications call the forecasting API');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(problems()).toEqual([]);
  });
});
