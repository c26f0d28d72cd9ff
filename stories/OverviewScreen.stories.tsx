import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OverviewScreen } from '../packages/dashboard-kit/src/screens/OverviewScreen';

const meta = { title: 'Screens/OverviewScreen', component: OverviewScreen } satisfies Meta<typeof OverviewScreen>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Getting Started' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Go to User Dashboard/ })).toBeVisible();
  },
};
