import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearSignOutNotice, leaveSignOutNotice } from '../packages/dashboard-kit/src/auth/sign-out-notice';
import { LoginScreen } from '../packages/dashboard-kit/src/widgets/login/LoginScreen';
import { usage } from './docs';

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  tags: ['autodocs'],
  parameters: { ...usage('LoginScreen'), signedIn: false, layout: 'fullscreen' },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string, password: string, button = 'Sign in') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return canvas;
}

export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

export const SignUp: Story = {
  args: { view: 'sign_up' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Create an Account' })).toBeVisible();
  },
};

export const ForgottenPassword: Story = {
  args: { view: 'forgotten_password' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Send reset instructions' })).toBeVisible();
  },
};

export const UpdatePassword: Story = {
  args: { view: 'update_password' },
  parameters: { signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Update Password' })).toBeVisible();
  },
};

export const UpdatePasswordWithoutSession: Story = {
  args: { view: 'update_password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid session - please try again');
  },
};

export const InvalidCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'dev@sandbox.test', 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No account found with this email, or incorrect password.');
  },
};

export const EmailNotConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'unconfirmed@sandbox.test', 'sandbox-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please check your email and click the confirmation link before signing in.');
  },
};

export const CheckYourEmail: Story = {
  args: { view: 'sign_up' },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'fresh@example.test', 'long-enough-password', 'Get started');
    await expect(await canvas.findByText('Check your email to confirm your account')).toBeVisible();
  },
};

export const AlreadyRegistered: Story = {
  args: { view: 'sign_up' },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'dev@sandbox.test', 'not-the-password', 'Get started');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This email is already registered.');
  },
};

/** After the provider ended this session (every other device signed out, a new password), the next step lands here with a warning. */
export const SignedOutElsewhere: Story = {
  beforeEach: () => {
    leaveSignOutNotice('sessionEnded');
    return clearSignOutNotice;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('You were signed out on this device: the session was ended elsewhere');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** After the account was deleted, here or on another device: the sign-in page says so. */
export const AccountDeleted: Story = {
  beforeEach: () => {
    leaveSignOutNotice('accountDeleted');
    return clearSignOutNotice;
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Your account is deleted, and you are signed out on every device/)).toBeVisible();
  },
};
