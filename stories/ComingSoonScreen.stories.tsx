import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoonScreen } from '../packages/dashboard-kit/src/screens/ComingSoonScreen';

const meta = { title: 'Screens/ComingSoonScreen', component: ComingSoonScreen, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof ComingSoonScreen>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  args: { page: 'Power Forecast' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Power Forecast is coming soon' })).toBeVisible();
  },
};
