import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRERENDERED_PAGES } from '../../packages/host-app/build/prerendered-pages';
import { prerenderedPages } from './prerendered-pages';
import { COOKIE_CONSENT_KEY, THEME_STORAGE_KEY } from '../../packages/dashboard-kit/src/document-init';

/**
 * Every prerendered page hydrates without a warning (prerendered-pages.ts: the
 * build's own HTML, the app's own start-up, React's development build).
 */
const { prefersDark, serveAndHydrate, problems, container } = prerenderedPages();

describe('prerendered pages hydrate without a warning', () => {
  const visitors = [
    { name: 'system light, first visit', stored: null, dark: false, answered: false },
    { name: 'system dark, first visit', stored: null, dark: true, answered: false },
    { name: 'stored dark on a light system, cookies answered', stored: 'dark', dark: false, answered: true },
  ] as const;

  for (const { path } of PRERENDERED_PAGES.filter((page) => page.path !== '/callback')) {
    for (const visitor of visitors) {
      it(`${path}, ${visitor.name}`, async () => {
        prefersDark(visitor.dark);
        if (visitor.stored) localStorage.setItem(THEME_STORAGE_KEY, visitor.stored);
        if (visitor.answered) localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
        const { body, recoverable } = await serveAndHydrate(path);

        // The server rendered the page itself (no spinner), leaving the theme to CSS.
        expect(body).toContain('<h1');
        expect(body).toContain('data-dk-mode="system"');
        expect(recoverable).toEqual([]);
        expect(problems()).toEqual([]);
        // Hydrated, the roots still leave the mode to CSS (so nothing re-renders for it), and the
        // stored choice is on <html> for that CSS.
        expect(container().querySelector('[data-dk-mode]')?.getAttribute('data-dk-mode')).toBe('system');
        expect(document.documentElement.getAttribute('data-dk-theme')).toBe(visitor.stored);
        expect(within(container()).getByRole('heading', { level: 1 })).toBeVisible();
        // The cookie notice is in every page's HTML; once hydrated it stays only for a first visit.
        expect(body).toContain('dk-cookie-notice');
        await vi.waitFor(() => expect(container().querySelectorAll('.dk-cookie-notice')).toHaveLength(visitor.answered ? 0 : 1));
      });
    }
  }

  it('/login takes the form over: the submit button, disabled in the HTML, works once hydrated', async () => {
    prefersDark(false);
    const { body } = await serveAndHydrate('/login');
    expect(body).toMatch(/<button type="submit" disabled=""/);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(problems()).toEqual([]);
  });

  it('/login?action=update_password hydrates as sign-in, then waits for the session as the spec says', async () => {
    prefersDark(false);
    const { recoverable } = await serveAndHydrate('/login', '/login?action=update_password');
    expect(recoverable).toEqual([]);
    // Without a session, update_password falls back to sign_in with 'Invalid session'.
    expect(await screen.findByText('Invalid session - please try again')).toBeVisible();
    expect(problems()).toEqual([]);
  });
});
