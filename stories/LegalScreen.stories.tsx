import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalScreen } from '../packages/dashboard-kit/src/screens/LegalScreen';

const meta = { title: 'Screens/LegalScreen', component: LegalScreen } satisfies Meta<typeof LegalScreen>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};
