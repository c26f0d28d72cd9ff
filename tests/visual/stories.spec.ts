import { expect } from '@playwright/test';
import { showStoryIn } from '../open-story';
import { LOCALIZED_STORIES } from './localized-stories';
import { test } from './story-frame';

/** One telling state of each screen and widget; every state is covered by the story tests. */
const STORIES = [
  'shell-dashboardshell--default',
  'shell-dashboardshell--navigation-drawer-open',
  'shell-dashboardshell--api-keys-page',
  'design-system-dialog--open',
  'screens-loginscreen--sign-in',
  'screens-profilewizard--step-one',
  'screens-twostepscreen--asking-for-the-code',
  'widgets-accountsecurity--two-step-on',
  'widgets-accountsecurity--google-connected',
  'widgets-apikeyspanel--step-up-before-creating',
  'widgets-apikeyspanel--with-keys',
  'widgets-apikeyspanel--last-used',
  'widgets-apikeyspanel--spend',
  'widgets-apikeyspanel--spend-caps',
  'widgets-apikeyspanel--spend-cap-dialog',
  'widgets-apikeyspanel--row-menu',
  'widgets-apikeyspanel--confirm-delete-from-menu',
  'widgets-creditspanel--balance',
  'widgets-creditspanel--usage-and-runway',
  'widgets-spendcontrol--overview',
  'widgets-spendcontrol--auto-recharge-paused',
  'widgets-spendcontrol--auto-recharge-payment-failed',
  'widgets-pricingtables--forecast-models',
  'widgets-accounttabs--profile',
  'widgets-filebrowser--with-files',
  'widgets-requestlog--rows',
  'widgets-requestlog--unknown-model-explained',
  'widgets-requestlog--empty',
  'screens-error-screens--page-error',
  'screens-notfoundscreen--default',
];

/** Stories whose telling part sits below the first screen (spend control's states, connected accounts): the whole page. */
const FULL_PAGE = new Set(['widgets-accountsecurity--google-connected', 'widgets-spendcontrol--overview', 'widgets-spendcontrol--auto-recharge-paused', 'widgets-spendcontrol--auto-recharge-payment-failed']);

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
  for (const id of LOCALIZED_STORIES) {
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
