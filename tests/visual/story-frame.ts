import { test as base, type Page } from '@playwright/test';

/**
 * `storyFrame`: one Storybook iframe per worker, kept from test to test, which switches
 * stories in place (`showStoryIn`) instead of loading the preview's bundle for each of
 * hundreds of screenshots. A failed test ends its worker, so the next starts on a fresh page.
 */
export const test = base.extend<object, { storyFrame: Page }>({
  storyFrame: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});
