import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailInterstitial } from '../packages/dashboard-kit/src/widgets/interstitial/EmailInterstitial';

const meta = {
  title: 'Screens/EmailInterstitial',
  component: EmailInterstitial,
  parameters: { signedIn: false, layout: 'fullscreen' },
  args: { token: 'story-token' },
} satisfies Meta<typeof EmailInterstitial>;

export default meta;
type Story = StoryObj<typeof meta>;

const withButton = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: 'Redirecting you to the product' })).toBeVisible();
  await expect(canvas.getByRole('button', { name })).toBeVisible();
};

export const ConfirmSignUp: Story = { args: { path: '/login/confirm' }, play: withButton('Sign up') };
export const RecoverPassword: Story = { args: { path: '/login/recover' }, play: withButton('Reset password') };
export const AcceptInvitation: Story = { args: { path: '/login/accept-invitation' }, play: withButton('Accept invitation') };
export const MagicLink: Story = { args: { path: '/login/magic-link' }, play: withButton('Sign in automatically') };
/** Each of an email change's two links. */
export const EmailChange: Story = { args: { path: '/login/email-change' }, play: withButton('Confirm email change') };
export const UnknownLink: Story = {
  args: { path: '/login/unknown' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  },
};

/** Back from an email change's link: the page's address says how it went (`?confirmed`, then the auth service's hash). */
const returnedWith = (hash: string) => () => {
  const before = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}&confirmed${hash}`);
  return () => window.history.replaceState(window.history.state, '', before);
};

/** The first of the two links: the other one is still needed. */
export const EmailChangeFirstLink: Story = {
  args: { path: '/login/email-change' },
  beforeEach: returnedWith('#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'One address confirmed' })).toBeVisible();
  },
};

/** A link that expired or was used already. */
export const EmailChangeLinkExpired: Story = {
  args: { path: '/login/email-change' },
  beforeEach: returnedWith('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'The address did not change' })).toBeVisible();
  },
};
