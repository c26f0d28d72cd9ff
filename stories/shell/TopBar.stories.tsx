import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBar } from '../../packages/dashboard-kit/src/widgets/shell/TopBar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { onOpenSearch: fn() },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: search (Ctrl/Cmd+K), theme toggle and profile menu. */
export const Wide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Search/ }));
    await expect(args.onOpenSearch).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  },
};

/** Below 1024 px the bar leads with the button that opens the navigation drawer. */
export const WithNavigationButton: Story = {
  args: { onOpenNavigation: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    await expect(args.onOpenNavigation).toHaveBeenCalledOnce();
  },
};
