import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TwoStepScreen } from '../packages/dashboard-kit/src/widgets/two-step/TwoStepScreen';
import { FAKE_TOTP_CODE } from '../tests/fakes/fake-auth-client';
import { usage } from './docs';

const meta = {
  title: 'Screens/TwoStepScreen',
  component: TwoStepScreen,
  tags: ['autodocs'],
  parameters: { ...usage('TwoStepScreen'), layout: 'fullscreen', factors: ['Pixel 8'] },
} satisfies Meta<typeof TwoStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function enter(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Verification code'), `${code}{Enter}`);
  return canvas;
}

export const AskingForTheCode: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, '000000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That code is not right.');
  },
};

export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, '123');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter all 6 digits of the code.');
  },
};

export const ChallengeExpired: Story = {
  parameters: { mfaError: 'mfa_challenge_expired' },
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, FAKE_TOTP_CODE);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That took too long and the request expired.');
  },
};

export const TooManyTries: Story = {
  parameters: { mfaError: 'over_request_rate_limit' },
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, FAKE_TOTP_CODE);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts. Wait a while, then try again: after ten wrong codes, up to an hour.');
  },
};

export const SeveralAuthenticators: Story = {
  // Names a user gave their devices, which no catalogue translates.
  parameters: { factors: ['Pixel 8', 'iPad'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Authenticator')).toBeVisible();
  },
};
