import type { Page } from '@playwright/test';
import { watchNetwork } from './quiet-network';

/**
 * Opens one story of the built Storybook (at `storybook`, else the test's baseURL) alone, at
 * `width`, in `theme` and `locale` (Storybook's toolbar language), once it has drawn,
 * settled its requests and loaded its fonts. Key status and "expires soon" read the clock: it
 * is frozen, so the pixels stay put.
 */
export async function openStory(
  page: Page,
  id: string,
  { width, theme = 'light', locale = 'en', storybook = '' }: { width: number; theme?: 'light' | 'dark'; locale?: string; storybook?: string },
): Promise<void> {
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'));
  await page.setViewportSize({ width, height: 900 });
  // Not Playwright's network idle: a live story's open tail would hold that off for good.
  const network = watchNetwork(page);
  await page.goto(`${storybook}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};locale:${locale}`);
  await page.locator('#storybook-root > *').first().waitFor();
  await network.settled();
  await page.evaluate(() => document.fonts.ready);
}
