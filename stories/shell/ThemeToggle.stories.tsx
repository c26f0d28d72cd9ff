import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeToggle } from '../../packages/dashboard-kit/src/widgets/shell/ThemeToggle';

const meta = { title: 'Shell/ThemeToggle', component: ThemeToggle } satisfies Meta<typeof ThemeToggle>;

export default meta;

/**
 * Names the theme it switches to: a moon in light, a sun in dark. The toolbar's theme
 * controls the provider here, so pressing it changes nothing in Storybook; the shell's
 * journeys press it for real.
 */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    const label = globals.theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
    await expect(within(canvasElement).getByRole('button', { name: label })).toHaveAttribute('title', label);
  },
};
