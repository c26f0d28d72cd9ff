import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WidgetRoot } from '../../packages/dashboard-kit/src/ui/WidgetRoot';
import { CardTitle } from '../../packages/dashboard-kit/src/ui/CardTitle';

/** The heading of the credits panel's usage and low-balance alert cards. */
const meta = {
  title: 'Widgets/CreditsPanel/CardTitle',
  component: CardTitle,
  args: { children: 'Usage, last 30 days' },
  // Inside a widget, as in the panel: the kit's font and colours come from its root.
  decorators: [(Story) => <WidgetRoot><Story /></WidgetRoot>],
} satisfies Meta<typeof CardTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Usage, last 30 days' })).toBeVisible();
  },
};

export const LowBalanceAlert: Story = { args: { children: 'Low-balance alert' } };
