import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { captureLimitPage } from '../bench/dashboard/limit-pages';
import { expect, newBrowserContext, signIn, test } from './fixtures';

/**
 * The bench's limit pages (tests/bench/dashboard/limit-pages.ts): a route's rendered pixels as
 * one static HTML file. It must show what the route shows, and run nothing.
 */
const { width, height } = screenEmulationMetrics.mobile;

for (const route of ['/login', '/api-keys', '/account?tab=credits', '/browse']) {
  test(`the limit page of ${route} holds the route's visible text and no script`, async ({ page, browser, baseURL }) => {
    if (route !== '/login') {
      await page.goto('/login');
      await signIn(page);
      await expect(page).toHaveURL(/\/overview$/);
    }
    const { html, text: shown } = await captureLimitPage(page, route);
    expect(shown.length).toBeGreaterThan(20);
    expect(html).not.toMatch(/<script|<link|\son[a-z]+\s*=|javascript:/i);

    const staticContext = await newBrowserContext(browser, { javaScriptEnabled: false, viewport: { width, height } });
    try {
      const limit = await staticContext.newPage();
      const requests: string[] = [];
      limit.on('request', (request) => requests.push(request.url()));
      const url = `${baseURL}/_limit/page.html`;
      await limit.route(url, (request) => request.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      await limit.goto(url);
      expect(await limit.locator('body').innerText()).toBe(shown);
      expect(requests).toEqual([url]);
    } finally {
      await staticContext.close();
    }
  });
}
