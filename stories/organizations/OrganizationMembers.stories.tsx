import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrganizationMembers } from '../../packages/dashboard-kit/src/widgets/organizations/OrganizationMembers';
import { ORG_ID } from '../../tests/msw/organization-scenarios';
import { scenarioParameters } from '../../tests/msw/story-parameters';
import { usage } from '../docs';

const meta = {
  title: 'Widgets/OrganizationMembers',
  component: OrganizationMembers,
  tags: ['autodocs'],
  parameters: { ...usage('OrganizationMembers'), ...scenarioParameters('organizationOwner'), organization: ORG_ID },
} satisfies Meta<typeof OrganizationMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Role of Dan Developer' })).toBeVisible();
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'new.hire@example.com' })).toBeVisible();
  },
};

export const Viewer: Story = {
  parameters: scenarioParameters('organizationViewer'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Leave organisation' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const RemoveMember: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remove Dan Developer' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Remove Dan Developer?' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('organizationsLoading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Members' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: scenarioParameters('organizationsFailed'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('An unexpected server error occurred.')).toBeVisible();
  },
};

export const PersonalAccount: Story = {
  parameters: { organization: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Members and settings belong to an organisation/)).toBeVisible();
  },
};

/** Invites `email` from the form, as an owner would. */
async function invite(canvasElement: HTMLElement, email: string): Promise<ReturnType<typeof within>> {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email address'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
  return canvas;
}

export const InvitationSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await invite(canvasElement, 'colleague@example.com');
    await expect(await canvas.findByText('Invitation sent to colleague@example.com. It is open for 7 days.')).toBeInTheDocument();
  },
};

/** An invitation the API refuses (the address is a member's already), explained under the address typed. */
export const InviteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await invite(canvasElement, 'dan@example.com');
    await expect(await canvas.findByText('That person is a member already.')).toBeVisible();
  },
};
