import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
const completeProfile = { full_name: 'Dev Sandbox', country: 'Germany', how_found_us: 'LinkedIn', user_type: 'business', company_name: 'Sandbox Weather GmbH', role_description: 'Developer' };

/** The profile after the wizard, with what it asked. */
export const ProfileDetails: Story = {
  parameters: { metadata: completeProfile },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sandbox Weather GmbH')).toBeVisible();
  },
};

/** Edit profile: the wizard's fields in one form, with its rules. */
export const EditingProfile: Story = {
  parameters: { metadata: completeProfile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile' }));
    const form = await canvas.findByRole('form', { name: 'Edit your profile' });
    await userEvent.clear(within(form).getByLabelText(/Display name/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(within(form).getByText('Display name is required')).toBeVisible();
  },
};
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
