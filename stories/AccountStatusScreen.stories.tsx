import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountStatusScreen } from '../packages/dashboard-kit/src/screens/AccountStatusScreen';

const meta = {
  title: 'Screens/AccountStatusScreen',
  component: AccountStatusScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'waitlist' },
} satisfies Meta<typeof AccountStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waitlist: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: "You're on the waitlist" })).toBeVisible();
  },
};
export const PaymentRequired: Story = {
  args: { status: 'payment-required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Choose a plan to get started' })).toBeVisible();
  },
};
