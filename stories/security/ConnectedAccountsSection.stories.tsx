import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConnectedAccountsSection } from '../../packages/dashboard-kit/src/widgets/security/ConnectedAccountsSection';
import { StepUpBoundary } from '../../packages/dashboard-kit/src/parts/step-up/StepUpBoundary';
import { WidgetRoot } from '../../packages/dashboard-kit/src/ui/WidgetRoot';

/** The Security tab's connected accounts, alone: each of its states (the whole widget: Widgets/AccountSecurity). */
const meta = {
  title: 'Widgets/AccountSecurity/ConnectedAccountsSection',
  component: ConnectedAccountsSection,
  // As in the widget: the kit's root, and the step-up prompt a disconnect may need.
  decorators: [
    (Story) => (
      <WidgetRoot>
        <StepUpBoundary>
          <Story />
        </StepUpBoundary>
      </WidgetRoot>
    ),
  ],
} satisfies Meta<typeof ConnectedAccountsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const GOOGLE_LINKED = { identities: [{ provider: 'email' }, { provider: 'google', email: 'dev.personal@example.test' }] };

export const NotConnected: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Connect Google' })).toBeVisible();
  },
};

/** Google connected with an address of its own. */
export const Connected: Story = {
  parameters: GOOGLE_LINKED,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Disconnect' })).toBeVisible();
  },
};

export const ConfirmingDisconnect: Story = {
  parameters: GOOGLE_LINKED,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Disconnect' }));
    await expect(region.getByRole('button', { name: 'Disconnect Google' })).toHaveFocus();
  },
};

/** Google is the only way this user signs in: the section says why it stays. */
export const GoogleOnly: Story = {
  parameters: { identities: [{ provider: 'google' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Google is your only way to sign in, so it cannot be disconnected.')).toBeVisible();
  },
};

/** The project turns linking off: nothing to press. */
export const LinkingOff: Story = {
  parameters: { manualLinking: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Connecting other accounts is turned off for this dashboard.')).toBeVisible();
  },
};

/** Back from Google's chooser with an account another user signs in with: the refusal in the hash. */
export const LinkRefused: Story = {
  beforeEach: () => {
    const before = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#error=access_denied&error_code=identity_already_exists`);
    return () => window.history.replaceState(window.history.state, '', before);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('That Google account already signs in to another account. Choose a different Google account.')).toBeVisible();
  },
};
