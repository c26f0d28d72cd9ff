import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingScreen } from '../packages/dashboard-kit/src/screens/LoadingScreen';

const meta = { title: 'Screens/LoadingScreen', component: LoadingScreen, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof LoadingScreen>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading...' })).toBeVisible();
  },
};
