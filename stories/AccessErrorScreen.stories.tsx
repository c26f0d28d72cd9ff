import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessErrorScreen } from '../packages/dashboard-kit/src/screens/AccessErrorScreen';

const meta = {
  title: 'Screens/AccessErrorScreen',
  component: AccessErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: () => undefined },
} satisfies Meta<typeof AccessErrorScreen>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@dashboard.test' })).toBeVisible();
  },
};
