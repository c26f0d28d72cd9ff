import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorScreen } from '../packages/dashboard-kit/src/screens/errors/ErrorScreen';

const meta = {
  title: 'Screens/Error screens',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: () => undefined },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(within(canvasElement).getByRole('heading', { name })).toBeVisible();
};

export const PageError: Story = { args: { variant: 'page' }, play: heading('Page Error') };
export const AuthenticationError: Story = { args: { variant: 'auth' }, play: heading('Authentication Error') };
export const DashboardError: Story = { args: { variant: 'dashboard' }, play: heading('Dashboard Error') };
export const RetriesExhausted: Story = {
  args: { variant: 'page', retries: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('If this problem persists, please contact support.')).toBeVisible();
  },
};
