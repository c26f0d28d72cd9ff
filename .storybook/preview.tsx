import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { resolveLocale } from '../packages/dashboard-kit/src/i18n/locale';
import { STORY_CATALOGUES, StoryProvider } from '../stories/StoryProvider';
import { translateArgs } from '../stories/translate-args';
import { resetScenarios } from '../tests/msw/reset-scenarios';
import { scenarioParameters } from '../tests/msw/story-parameters';

/**
 * How long the play functions' queries wait. In English, as the component tests' do
 * (tests/setup-dom.ts): in CI the story tests share two cores with them, and a cold first story
 * can take over the 1 s default. The plays find texts of the English catalogue, so in another
 * language (the German walk, the localized screenshots) they cannot succeed by waiting: they
 * give up at the default, not 5 s later for each story.
 */
function waitPlaysIn(locale: string): void {
  configure({ asyncUtilTimeout: locale === 'en' ? 5_000 : 1_000 });
}

/** The toolbar's language a story is shown in; English until one is chosen. */
function storyLocale(globals: Record<string, unknown>): string {
  return typeof globals.locale === 'string' ? globals.locale : 'en';
}

const withDashboard: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals);
  return (
    <StoryProvider
      mode={context.globals.theme === 'dark' ? 'dark' : 'light'}
      signedIn={context.parameters.signedIn !== false}
      metadata={context.parameters.metadata}
      factors={context.parameters.factors}
      mfaError={context.parameters.mfaError}
      aal2={context.parameters.aal2}
      codeMinutesAgo={context.parameters.codeMinutesAgo}
      reauthentication={context.parameters.reauthentication}
      identities={context.parameters.identities}
      manualLinking={context.parameters.manualLinking}
      organization={context.parameters.organization}
      linkOrganization={context.parameters.linkOrganization}
      locale={locale}
    >
      {/* Sample texts taken from the catalogue read in the toolbar's language too. */}
      <Story args={translateArgs(context.args, resolveLocale(locale, STORY_CATALOGUES).messages)} />
    </StoryProvider>
  );
};

const preview: Preview = {
  // The same MSW scenarios the component tests use; the worker is served from staticDirs.
  loaders: [mswLoader()],
  // A story starts from its scenario as written, not from the keys or caps the story shown
  // before left in the mocks' memory (switching stories keeps the page).
  beforeEach: ({ globals }) => {
    resetScenarios();
    waitPlaysIn(storyLocale(globals));
  },
  decorators: [withDashboard],
  globalTypes: {
    theme: {
      description: 'Light or dark tokens',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'The language the widgets speak; en-XA and ar-XB are pseudo-locales for layout review',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'en-XA', title: 'Pseudo: 40 % longer' },
          { value: 'ar-XB', title: 'Pseudo: right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    ...scenarioParameters('default'),
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
