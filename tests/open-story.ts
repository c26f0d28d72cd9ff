import type { Page } from '@playwright/test';
import { watchNetwork } from './quiet-network';
import { STORY_INSTANT } from './sandbox-clock';

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
  await page.clock.setFixedTime(new Date(STORY_INSTANT));
  await page.setViewportSize({ width, height: 900 });
  // Not Playwright's network idle: a live story's open tail would hold that off for good.
  const network = watchNetwork(page);
  await page.goto(`${storybook}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};locale:${locale}`);
  await page.locator('#storybook-root > *').first().waitFor();
  await storyShown(page, id, network);
}

/** How a story is looked at: the viewport's width and Storybook's theme and language globals. */
export interface StoryView {
  width: number;
  theme?: 'light' | 'dark';
  locale?: string;
}

/**
 * Shows story `id` in `view` on a page kept across tests: the first call opens the iframe
 * (`openStory`); later ones resize, set the globals and mount the story afresh in place, play
 * function and MSW loaders included, which costs a third of a page load. What a story leaves
 * behind is cleared first: storage, scroll, and the scenarios' server-side state (the
 * preview's beforeEach).
 */
export async function showStoryIn(page: Page, id: string, { width, theme = 'light', locale = 'en' }: StoryView): Promise<void> {
  if (page.url() === 'about:blank') return openStory(page, id, { width, theme, locale });
  await page.setViewportSize({ width, height: 900 });
  const network = watchNetwork(page);
  await page.evaluate(
    async ({ storyId, globals }) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: StoryPreview }).__STORYBOOK_PREVIEW__;
      const current = preview.currentRender.id;
      const shownIn = preview.storyStoreValue.userGlobals.get();
      const finished = (target: string) =>
        new Promise<void>((resolve) => {
          const onFinished = ({ storyId: done }: { storyId: string }) => {
            if (done !== target) return;
            channel.off('storyFinished', onFinished);
            resolve();
          };
          channel.on('storyFinished', onFinished);
        });
      localStorage.clear();
      sessionStorage.clear();
      window.scrollTo(0, 0);
      // New globals re-render the current story (no remount, no play) before it is left.
      if (Object.entries(globals).some(([name, value]) => shownIn[name] !== value)) {
        const rerendered = finished(current);
        channel.emit('updateGlobals', { globals });
        await rerendered;
      }
      const rendered = finished(storyId);
      if (storyId === current) channel.emit('forceRemount', { storyId });
      else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      await rendered;
    },
    { storyId: id, globals: { theme, locale } },
  );
  await storyShown(page, id, network);
}

interface StoryPreview {
  currentRender: { id: string };
  storyStoreValue: { userGlobals: { get(): Record<string, unknown> } };
}

interface StoryChannel {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: (payload: { storyId: string }) => void): void;
  off(event: string, listener: (payload: { storyId: string }) => void): void;
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
