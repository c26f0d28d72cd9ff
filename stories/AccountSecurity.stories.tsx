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

/** Removing an app once the last code is older than 10 minutes: a fresh code first (step-up). */
export const StepUpBeforeRemoval: Story = {
  parameters: { factors: ['Work phone'], aal2: true, codeMinutesAgo: 12 },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remove Work phone' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm?' }));
    const dialog = await page().findByRole('dialog', { name: 'Confirm it is you' });
    await expect(within(dialog).getByLabelText('Verification code')).toBeVisible();
  },
};

/** Adding a second app once the last code is older than 10 minutes: a code from the app already on first. */
export const StepUpBeforeAddingAnApp: Story = {
  parameters: { factors: ['Work phone'], aal2: true, codeMinutesAgo: 12 },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add authenticator app' }));
    const adding = await page().findByRole('dialog', { name: 'Add an authenticator app' });
    await userEvent.type(within(adding).getByLabelText('Name this app'), 'Tablet{Enter}');
    const dialog = await page().findByRole('dialog', { name: 'Confirm it is you' });
    await expect(within(dialog).getByLabelText('Verification code')).toBeVisible();
  },
};

async function changePassword(password: string, confirmation = password) {
  await userEvent.click(await page().findByRole('button', { name: 'Change password' }));
  const dialog = within(await page().findByRole('dialog', { name: 'Change your password' }));
  await userEvent.type(dialog.getByLabelText('New password'), password);
  await userEvent.type(dialog.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
  return dialog;
}

/** A new email address: the links go to both addresses, and the change waits for them. */
export const EmailChangeWaiting: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change email' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Change your email address' }));
    await userEvent.type(dialog.getByLabelText('New email address'), 'new.address@sandbox.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Send confirmation links' }));
    await expect(await within(canvasElement).findByText(/Waiting for confirmation of new.address@sandbox.test/)).toBeVisible();
  },
};

/** The new password twice, not the same twice. */
export const PasswordsDiffer: Story = {
  play: async () => {
    const dialog = await changePassword('a-new-secret', 'a-new-secreT');
    await expect(dialog.getByText('The two passwords do not match.')).toBeVisible();
  },
};

/** The auth service wants the user to re-authenticate: the code it emailed, in the same dialog. */
export const PasswordCodeEmailed: Story = {
  parameters: { reauthentication: true },
  play: async () => {
    const dialog = await changePassword('a-new-secret');
    await expect(await dialog.findByLabelText('Code from the email')).toBeVisible();
  },
};

/** Done: the other devices were signed out. */
export const PasswordChanged: Story = {
  play: async () => {
    await changePassword('a-new-secret');
    await expect(await page().findByText('Your password is changed. Your other devices were signed out.')).toBeVisible();
  },
};

/** Deleting the account: what it does, and the email address typed out before the button works. */
export const DeletingTheAccount: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete account' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Delete your account?' }));
    await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  },
};

export const SigningOutOtherDevices: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Sign out of all other devices' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
  },
};

const connected = () => within(document.body).findByRole('region', { name: 'Connected accounts' });

/** Google connected with an address of its own: it can be disconnected (each state of the section: its own stories). */
export const GoogleConnected: Story = {
  parameters: { identities: [{ provider: 'email' }, { provider: 'google', email: 'dev.personal@example.test' }] },
  play: async () => {
    await expect(await within(await connected()).findByRole('button', { name: 'Disconnect' })).toBeVisible();
  },
};
