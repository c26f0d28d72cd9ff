import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationSwitcher } from '../../packages/dashboard-kit/src/widgets/organizations/OrganizationSwitcher';
import { scenarioParameters } from '../../tests/msw/story-parameters';
import { usage } from '../docs';

const meta = {
  title: 'Shell/OrganizationSwitcher',
  component: OrganizationSwitcher,
  tags: ['autodocs'],
  parameters: { ...usage('OrganizationSwitcher'), ...scenarioParameters('organizationOwner') },
} satisfies Meta<typeof OrganizationSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Switch account/ }));
    await expect(await within(canvasElement).findByRole('menuitemradio', { name: /Acme Weather GmbH/ })).toBeVisible();
  },
};

export const InvitationWaiting: Story = {
  parameters: scenarioParameters('organizationInvited'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /1 invitation waiting/ })).toBeVisible();
  },
};

/** An API without organisations (its list answers 404): no switcher. */
export const NoOrganizations: Story = {
  parameters: scenarioParameters('balanceNull'),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: /Switch account/ })).toBeNull());
  },
};

/** Create organisation, chosen in the menu: its dialog, loaded when asked for. */
export const CreateOrganization: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Switch account/ }));
    await userEvent.click(await within(canvasElement).findByRole('menuitem', { name: 'Create organisation' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Create organisation' })).toBeVisible();
    await expect(body.getByLabelText('Name')).toHaveFocus();
  },
};
