import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconButton } from '../../packages/dashboard-kit/src/ui/IconButton';
import { LineIcon } from '../../packages/dashboard-kit/src/ui/LineIcon';
import { SHELL_ICONS } from '../../packages/dashboard-kit/src/widgets/shell/icons';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { type: 'button', 'aria-label': 'Open navigation', children: <LineIcon d={SHELL_ICONS.menu} size={18} /> },
} satisfies Meta<typeof IconButton>;

export default meta;

/** A 38 px square holding one icon; the label is its accessible name. */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open navigation' });
    await expect(button.getBoundingClientRect().width).toBe(38);
  },
};
