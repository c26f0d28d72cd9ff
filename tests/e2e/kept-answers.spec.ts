import type { Page } from '@playwright/test';
import { KEPT_ANSWERS_STORAGE_KEY } from '../../packages/dashboard-kit/src/data/kept-answers';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { expect, holdRequests, holdScripts, logout, signIn, test } from './fixtures';

/**
 * A returning user's pages paint the answers of their last visit at once, marked as being
 * refreshed, until the fresh ones arrive; nothing kept outlives a sign-out, and no frame ever
 * shows one user's data to another.
 */

const kept = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEPT_ANSWERS_STORAGE_KEY);

test('the keys of the last visit paint at once, marked as being updated, until the fresh list replaces them; Logout forgets them', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Keys' }).click();
  await expect(page.getByRole('cell', { name: 'Production', exact: true })).toBeVisible();
  await expect.poll(() => kept(page)).toContain('Production');
  // Never a secret, and never the keys' secrets' names either.
  expect(await kept(page)).not.toMatch(/secret/i);

  // Back the next day: the access check and the list are slow to come.
  const access = await holdRequests(page, { method: 'GET', path: '/v1/profile/access' });
  const keys = await holdRequests(page, { method: 'GET', path: '/v1/api-keys' });
  const scripts = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  // Before any script, the head script shows the page by the access record the last visit kept;
  // the app, once here, shows the keys kept with it.
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await scripts.release();
  await expect(page.getByRole('cell', { name: 'Production', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Updating…' })).toBeVisible();
  await access.release();
  await keys.release();
  await expect(page.getByRole('status').filter({ hasText: 'Updating…' })).toHaveCount(0);
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();

  await logout(page);
  await expect(page).toHaveURL(/\/login/);
  expect(await kept(page)).toBeNull();
});

test('a second user signing in on the same browser never sees a frame of the first one’s keys', async ({ page, context }) => {
  const first = page;
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/api-keys');
  await expect(page.getByRole('cell', { name: 'Production', exact: true })).toBeVisible();
  await expect.poll(() => kept(page)).toContain('Production');
  // Left without signing out, the session long expired: the next person opens the dashboard.
  await first.close();
  const next = await context.newPage();
  await next.addInitScript(() => {
    if (sessionStorage.getItem('session-gone')) return;
    sessionStorage.setItem('session-gone', 'yes');
    Object.keys(localStorage).filter((key) => key.startsWith('sb-')).forEach((key) => localStorage.removeItem(key));
  });
  await next.goto('/login?next=%2Fapi-keys');
  // Without a session the kit forgets what was kept at once (and would read nothing of it for
  // another user anyway: what is kept is filed under its user).
  await expect.poll(() => kept(next)).toBeNull();
  await next.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { frames: string[] }).frames = frames;
    const sample = () => {
      frames.push(document.body.innerText);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await signIn(next, PERSONA.teamDeveloper);
  await expect(next).toHaveURL(/\/api-keys$/);
  await expect(next.getByText(/API Keys: \d+\/20/)).toBeVisible();
  const frames = await next.evaluate(() => (window as unknown as { frames: string[] }).frames);
  expect(frames.length).toBeGreaterThan(10);
  for (const text of frames) {
    expect(text).not.toContain('Production');
    expect(text).not.toContain('Staging');
  }
  // What was kept now is the second user's own, and only theirs.
  await expect.poll(() => kept(next)).not.toBeNull();
  expect(await kept(next)).not.toContain('Production');
});
