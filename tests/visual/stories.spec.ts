import { expect, test } from '@playwright/test';

/** One telling state of each screen and widget; every state is covered by the story tests. */
const STORIES = [
  'shell-dashboardshell--default',
  'shell-dashboardshell--navigation-drawer-open',
  'design-system-dialog--open',
  'screens-loginscreen--sign-in',
  'screens-profilewizard--step-one',
  'widgets-apikeyspanel--with-keys',
  'widgets-apikeyspanel--last-used',
  'widgets-creditspanel--balance',
  'widgets-creditspanel--usage-and-runway',
  'widgets-pricingtables--forecast-models',
  'widgets-accounttabs--profile',
  'widgets-filebrowser--with-files',
  'screens-error-screens--page-error',
  'screens-notfoundscreen--default',
];

for (const id of STORIES) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1440]) {
      test(`${id} ${theme} ${width}`, async ({ page }) => {
        // Key status and "expires soon" read the clock: freeze it so the pixels stay put.
        await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'));
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
        await page.locator('#storybook-root > *').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${id}-${theme}-${width}.png`);
      });
    }
  }
}
