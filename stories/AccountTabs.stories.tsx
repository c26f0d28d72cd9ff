import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountTabs } from '../packages/dashboard-kit/src/widgets/account/AccountTabs';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

const meta = {
  title: 'Widgets/AccountTabs',
  component: AccountTabs,
  tags: ['autodocs'],
  parameters: { ...usage('AccountTabs'), metadata: { full_name: 'Dev Sandbox', phone_number: '+49 30 1234567' } },
} satisfies Meta<typeof AccountTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const selected = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('tab', { name, selected: true })).toBeVisible();
};

export const Profile: Story = { play: selected('Profile') };
export const Preferences: Story = { args: { initialTab: 'preferences' }, play: selected('Preferences') };
export const Security: Story = { args: { initialTab: 'security' }, play: selected('Security') };
export const Credits: Story = { args: { initialTab: 'credits' }, play: selected('API Credits') };
export const Pricing: Story = { args: { initialTab: 'pricing' }, play: selected('Token Pricing') };
export const Help: Story = { args: { initialTab: 'help' }, play: selected('Need Help?') };
export const Subscription: Story = {
  args: { initialTab: 'subscription' },
  parameters: scenarioParameters('noPermissions'),
  play: selected('Subscription'),
};
export const WithoutBilling: Story = {
  parameters: scenarioParameters('noBilling'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Profile' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'API Credits' })).toBeNull();
  },
};
export const LoggedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please log in to view your account.')).toBeVisible();
  },
};
