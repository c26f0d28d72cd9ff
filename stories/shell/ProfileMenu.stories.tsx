import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfileMenu } from '../../packages/dashboard-kit/src/widgets/shell/ProfileMenu';

const meta = {
  title: 'Shell/ProfileMenu',
  component: ProfileMenu,
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 360 }}><Story /></div>],
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Profile menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened by keyboard: the items in the spec's order, the user's name and email as the menu's description. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: 'Profile menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    await expect(menu).toHaveAccessibleDescription('Dev Sandbox dev@sandbox.test');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['Go To User Platform', 'Switch to dark theme', 'Account Settings', 'Legal Terms', 'Logout']);
  },
};
