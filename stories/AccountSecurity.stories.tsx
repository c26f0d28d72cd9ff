import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountSecurity } from '../packages/dashboard-kit/src/widgets/security/AccountSecurity';
import { usage } from './docs';

const meta = {
  title: 'Widgets/AccountSecurity',
  component: AccountSecurity,
  tags: ['autodocs'],
  parameters: { ...usage('AccountSecurity') },
} satisfies Meta<typeof AccountSecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoStepOff: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Add authenticator app' })).toBeVisible();
  },
};

export const TwoStepOn: Story = {
  parameters: { factors: ['Work phone', 'Tablet'], aal2: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Remove Tablet' })).toBeVisible();
  },
};

/** The dialog is the browser's top layer: the story looks in the whole document. */
const page = () => within(document.body);

export const NamingTheApp: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add authenticator app' }));
    await expect(await page().findByRole('dialog', { name: 'Add an authenticator app' })).toBeVisible();
  },
};

export const ScanningTheCode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add authenticator app' }));
    const dialog = await page().findByRole('dialog', { name: 'Add an authenticator app' });
    await userEvent.type(within(dialog).getByLabelText('Name this app'), 'Work phone{Enter}');
    await expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  },
};

export const NameTaken: Story = {
  parameters: { factors: ['Work phone'], aal2: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add authenticator app' }));
    const dialog = await page().findByRole('dialog', { name: 'Add an authenticator app' });
    await userEvent.type(within(dialog).getByLabelText('Name this app'), 'Work phone{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have an app with this name already.');
  },
};

export const ConfirmingRemoval: Story = {
  parameters: { factors: ['Work phone'], aal2: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remove Work phone' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm?' })).toBeVisible();
  },
};

export const SigningOutOtherDevices: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Sign out of all other devices' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
  },
};
