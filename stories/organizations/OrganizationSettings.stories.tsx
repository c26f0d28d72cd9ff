import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrganizationSettings } from '../../packages/dashboard-kit/src/widgets/organizations/OrganizationSettings';
import { ORG_ID, twoStepRequirement } from '../../tests/msw/organization-scenarios';
import { scenarioParameters } from '../../tests/msw/story-parameters';
import { usage } from '../docs';

const meta = {
  title: 'Widgets/OrganizationSettings',
  component: OrganizationSettings,
  tags: ['autodocs'],
  parameters: { ...usage('OrganizationSettings'), ...scenarioParameters('organizationOwner'), organization: ORG_ID },
  // Each story starts with the requirement off, whatever an earlier one ticked.
  beforeEach: () => twoStepRequirement.reset(),
} satisfies Meta<typeof OrganizationSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('DE136695976')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Delete organisation' })).toBeDisabled();
  },
};

export const Viewer: Story = {
  parameters: scenarioParameters('organizationViewer'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Acme Weather GmbH')).toBeDisabled();
    await expect(within(canvasElement).queryByRole('region', { name: 'Billing details' })).toBeNull();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Require two-step verification of every member' })).toBeDisabled();
  },
};

/** An owner requires two-step verification of every member: saved as it is ticked, and said. */
export const TwoStepRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Require two-step verification of every member' }));
    await expect(await canvas.findByText('Every member now needs two-step verification.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Require two-step verification of every member' })).toBeChecked();
  },
};

export const Failed: Story = {
  parameters: scenarioParameters('organizationsFailed'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('An unexpected server error occurred.')).toBeVisible();
  },
};

/** A VAT ID the API refuses for its country's format, explained under the VAT ID field. */
export const InvalidVatId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vat = await canvas.findByDisplayValue('DE136695976');
    await userEvent.clear(vat);
    await userEvent.type(vat, 'DE000');
    await userEvent.click(within(canvas.getByRole('region', { name: 'Billing details' })).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('That is not a valid VAT ID for the country chosen.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('organizationsLoading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Billing details' })).toBeVisible();
  },
};

export const PersonalAccount: Story = {
  parameters: { organization: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Organisation settings' })).toBeVisible();
    await expect(within(canvasElement).getByText(/Members and settings belong to an organisation/)).toBeVisible();
  },
};
