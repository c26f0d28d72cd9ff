import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DARK_TOKENS, LIGHT_TOKENS } from '../packages/dashboard-kit/src/theme/tokens';
import { ThemeShowcase } from './ThemeShowcase';

const meta = {
  title: 'Foundation/Theme',
  component: ThemeShowcase,
} satisfies Meta<typeof ThemeShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Theme tokens (light)' })).toBeVisible();
    await expect(canvas.getByText(LIGHT_TOKENS.colorPrimary)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Theme tokens (dark)' })).toBeVisible();
    await expect(canvas.getByText(DARK_TOKENS.colorPrimary)).toBeVisible();
  },
};
