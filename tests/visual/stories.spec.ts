import { expect } from '@playwright/test';
import { showStoryIn } from '../open-story';
import { registryStoryIds } from '../widget-stories';
import { test } from './story-frame';

/**
 * One telling state or a few of each widget (the registry's stories) and of the screens beside
 * them; every state is covered by the story tests.
 */
const STORIES = [...registryStoryIds('visual'), 'design-system-dialog--open', 'screens-error-screens--page-error', 'screens-notfoundscreen--default'];

/** Stories whose telling part sits below the first screen (spend control's states, connected accounts, an invitation refused under the members): the whole page, where no scroll position can move it. */
const FULL_PAGE = new Set(['widgets-accountsecurity--google-connected', 'widgets-organizationmembers--invite-refused', 'widgets-spendcontrol--overview', 'widgets-spendcontrol--auto-recharge-paused', 'widgets-spendcontrol--auto-recharge-payment-failed']);

for (const id of STORIES) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1440]) {
      test(`${id} ${theme} ${width}`, async ({ storyFrame }) => {
        await showStoryIn(storyFrame, id, { width, theme });
        await expect(storyFrame).toHaveScreenshot(`${id}-${theme}-${width}.png`, { fullPage: FULL_PAGE.has(id) });
      });
    }
  }
}

for (const locale of ['de', 'ar-XB']) {
  for (const id of registryStoryIds('localized')) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        test(`${id} ${locale} ${theme} ${width}`, async ({ storyFrame }) => {
          await showStoryIn(storyFrame, id, { width, theme, locale });
          await expect(storyFrame).toHaveScreenshot(`${id}-${locale}-${theme}-${width}.png`, { fullPage: FULL_PAGE.has(id) });
        });
      }
    }
  }
}
