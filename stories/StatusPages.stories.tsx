import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountStatusScreen } from '../packages/dashboard-kit/src/screens/AccountStatusScreen';
import { ComingSoonScreen } from '../packages/dashboard-kit/src/screens/ComingSoonScreen';
import { LoadingScreen } from '../packages/dashboard-kit/src/screens/LoadingScreen';
import { NotFoundScreen } from '../packages/dashboard-kit/src/screens/NotFoundScreen';

const meta = {
  title: 'Screens/Status pages',
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
export const NotFound: Story = {
  render: () => <NotFoundScreen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  },
};
export const ComingSoon: Story = {
  render: () => <ComingSoonScreen page="Power Forecast" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Power Forecast is coming soon' })).toBeVisible();
  },
};
export const Loading: Story = {
  render: () => <LoadingScreen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading...' })).toBeVisible();
  },
};
