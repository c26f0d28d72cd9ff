import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuditLog } from '../../packages/dashboard-kit/src/widgets/audit-log/AuditLog';
import { ORG_ID } from '../../tests/msw/organization-scenarios';
import { scenarioParameters } from '../../tests/msw/story-parameters';
import { usage } from '../docs';

const meta = {
  title: 'Widgets/AuditLog',
  component: AuditLog,
  tags: ['autodocs'],
  parameters: { ...usage('AuditLog'), ...scenarioParameters('organizationOwner'), organization: ORG_ID },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Events: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'Spend cap changed' })).toBeVisible();
    await expect(within(canvasElement).getByText('Automatic')).toBeVisible();
  },
};

export const NotAllowed: Story = {
  parameters: scenarioParameters('organizationViewer'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your role in this organisation cannot read the audit log. Owners and admins can.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('organizationsLoading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the audit log' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: scenarioParameters('organizationsFailed'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The audit log could not be loaded.')).toBeVisible();
  },
};

/** The personal account's own log: its keys, money and sign-in security. */
export const PersonalAccount: Story = {
  parameters: { organization: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Every change to your keys, your money and how you sign in, kept for a year.')).toBeVisible();
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'Credits bought' })).toBeVisible();
  },
};
