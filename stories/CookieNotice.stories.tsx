import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CookieNotice } from '../packages/dashboard-kit/src/widgets/cookie-notice/CookieNotice';
import { usage } from './docs';
import { COOKIE_CONSENT_KEY } from '../packages/dashboard-kit/src/document-init';

const meta = {
  title: 'Shell/CookieNotice',
  component: CookieNotice,
  tags: ['autodocs'],
  parameters: { ...usage('CookieNotice'), layout: 'fullscreen' },
  beforeEach: () => localStorage.removeItem(COOKIE_CONSENT_KEY),
} satisfies Meta<typeof CookieNotice>;

export default meta;

export const Shown: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'We value your privacy' })).toBeVisible();
  },
};
