import { expect, holdRequests, signIn, test } from './fixtures';

/** Each page is a chunk of its own (host-app/src/lazy-pages.ts); these are what a user notices of it. */

test('the shell and the page are fetched while the access record loads, not after it', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);

  const access = await holdRequests(page, { method: 'GET', path: '/v1/profile/access' });
  const events: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(ShellLayout|ApiKeysPage)-[^/]+\.js$/.exec(request.url());
    if (chunk) events.push(`requested ${chunk[1]}`);
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/v1/profile/access')) events.push('access answered');
  });

  await page.goto('/api-keys');
  // The access record stays unanswered, in flight, until both chunks have been asked for.
  await access.arrived();
  await expect.poll(() => [...events].sort()).toEqual(['requested ApiKeysPage', 'requested ShellLayout']);
  await access.release();
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  const answered = events.indexOf('access answered');
  expect(answered, events.join(', ')).toBeGreaterThan(-1);
  expect(events.slice(0, answered).sort(), events.join(', ')).toEqual(['requested ApiKeysPage', 'requested ShellLayout']);
});

test('a page whose code cannot be fetched shows the Dashboard Error and keeps the navigation', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  await page.route(/\/assets\/BrowsePage-[^/]+\.js$/, (route) => route.abort('connectionfailed'));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Error' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Keys' }).click();
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
});
