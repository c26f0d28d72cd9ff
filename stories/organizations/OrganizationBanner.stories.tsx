import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrganizationBanner } from '../../packages/dashboard-kit/src/widgets/organizations/OrganizationBanner';
import { ORG_ID } from '../../tests/msw/organization-scenarios';
import { scenarioParameters } from '../../tests/msw/story-parameters';
import { usage } from '../docs';

const meta = {
  title: 'Shell/OrganizationBanner',
  component: OrganizationBanner,
  tags: ['autodocs'],
  parameters: { ...usage('OrganizationBanner'), ...scenarioParameters('organizationInvited') },
} satisfies Meta<typeof OrganizationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invitation: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/invited you to join Globex Forecasting as Developer/)).toBeVisible();
  },
};

/** The organisation acted for requires two-step verification, and the user has no authenticator app: why, and where to add one. */
export const TwoStepRequired: Story = {
  parameters: { ...scenarioParameters('organizationRequiresTwoStep'), organization: ORG_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Acme Weather GmbH requires two-step verification of its members/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add an authenticator app' })).toHaveAttribute('href', expect.stringContaining('tab=security'));
  },
};

/** A link named an organisation the user had not chosen in this browser: acted for on its page, remembered only if they stay. */
export const FromLink: Story = {
  parameters: { ...scenarioParameters('organizationOwner'), linkOrganization: 'acme-weather' },
  // No account chosen in this browser yet, whatever a story before chose.
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('dashboard-kit:organization:')) localStorage.removeItem(key);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are working in Acme Weather GmbH on this page: the link you opened named it.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stay in Acme Weather GmbH' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to Personal account' })).toBeVisible();
  },
};

/** The host (or a link) named an organisation the user is not a member of: they are in their personal account, and told so. */
export const NotMember: Story = {
  parameters: { ...scenarioParameters('organizationOwner'), organization: 'initech' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/link was for an organisation you are not a member of/)).toBeVisible();
  },
};
