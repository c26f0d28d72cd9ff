import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CookieNotice } from '../packages/dashboard-kit/src/widgets/cookie-notice/CookieNotice';
import { usage } from './docs';

const meta = {
  title: 'Shell/CookieNotice',
  component: CookieNotice,
  tags: ['autodocs'],
  parameters: { ...usage('CookieNotice'), layout: 'fullscreen' },
  beforeEach: () => localStorage.removeItem('cookie-consent'),
} satisfies Meta<typeof CookieNotice>;

export default meta;

export const Shown: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'We value your privacy' })).toBeVisible();
  },
};
