import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundScreen } from '../packages/dashboard-kit/src/screens/NotFoundScreen';

const meta = { title: 'Screens/NotFoundScreen', component: NotFoundScreen, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof NotFoundScreen>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  },
};
