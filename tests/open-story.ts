import type { Page } from '@playwright/test';
import { watchNetwork } from './quiet-network';

/**
 * Opens one story of the built Storybook (at `storybook`, else the test's baseURL) alone, at
 * `width`, in `theme` and `locale` (Storybook's toolbar language), once it has finished (its
 * play function too), settled its requests and loaded its fonts. Key status and "expires soon"
 * read the clock: it is frozen, so the pixels stay put.
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
  await storyShown(page, id, network);
}

/**
 * Switches the Storybook iframe `openStory` opened to story `id` without a reload, as the
 * sidebar does: the theme and language stay. A reload per story costs the preview's whole
 * bundle each time; a walk over every story switches instead.
 */
export async function showStory(page: Page, id: string): Promise<void> {
  const network = watchNetwork(page);
  await page.evaluate((storyId) => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } }).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await storyShown(page, id, network);
}

/**
 * Resolves once Storybook has finished story `id` (drawn, its play function run or failed, its
 * animations done), its requests have settled and its fonts loaded. Switching away from a story
 * still playing makes Storybook reload the page.
 */
async function storyShown(page: Page, id: string, network: ReturnType<typeof watchNetwork>): Promise<void> {
  await page.waitForFunction((storyId) => {
    const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && render.phase === 'finished';
  }, id);
  await network.settled();
  await page.evaluate(() => document.fonts.ready);
}
