import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CreditsPanel } from '../packages/dashboard-kit/src/widgets/credits/CreditsPanel';
import { resetAlertThreshold } from '../tests/msw/scenarios';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

const meta = {
  title: 'Widgets/CreditsPanel',
  component: CreditsPanel,
  tags: ['autodocs'],
  args: { redirect: (url: string) => console.info('[story] redirect to', url) },
  // The alert the usage scenario keeps starts at 20.00 in every story.
  beforeEach: () => resetAlertThreshold(),
  parameters: usage('CreditsPanel'),
} satisfies Meta<typeof CreditsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('€42.50')).toBeVisible();
  },
};

export const NoCredits: Story = {
  parameters: scenarioParameters('balanceNull'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Get Started - Add Credits' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('balanceLoading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading credits' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: scenarioParameters('balanceError'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load credits');
  },
};

export const PaymentSuccess: Story = {
  args: { paymentSuccess: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Payment successful. Your credits have been added.')).toBeVisible();
  },
};

export const AddCreditsModal: Story = {
  args: { defaultModalOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Add Credits' })).toBeVisible();
    await userEvent.clear(body.getByLabelText('Amount'));
    await userEvent.type(body.getByLabelText('Amount'), '12.5');
    await expect(body.getByText('Please enter a valid whole dollar amount')).toBeVisible();
  },
};

export const CheckoutFailed: Story = {
  args: { defaultModalOpen: true },
  parameters: scenarioParameters('checkoutRefused'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /Continue to payment/ }));
    await expect(await body.findByText('Failed to create checkout session')).toBeVisible();
  },
};

/** Buying credits once the last code is older than 10 minutes asks for a fresh one over the amount chosen. */
export const StepUpBeforeCheckout: Story = {
  args: { defaultModalOpen: true },
  parameters: { ...scenarioParameters('stepUp'), factors: ['Work phone'], aal2: true, codeMinutesAgo: 12 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '€50.00' }));
    await userEvent.click(body.getByRole('button', { name: /Continue to payment/ }));
    await expect(await body.findByRole('dialog', { name: 'Confirm it is you' })).toBeVisible();
    await expect(body.getByLabelText('Amount')).toHaveValue('50');
  },
};

/** Proposed API (API-PROPOSAL.md): 30 days of spend, the average, the runway and the low-balance alert. Without the API, the stories above. */
export const UsageAndRunway: Story = {
  parameters: scenarioParameters('creditsUsage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /Daily API spend/ })).toBeVisible();
    await expect(canvas.getByText(/your credits last about \d+ days/)).toBeVisible();
    await expect(await canvas.findByLabelText('Email me when my balance falls below')).toHaveValue('20');
  },
};

export const UsageAsTable: Story = {
  parameters: scenarioParameters('creditsUsage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('table', { name: 'Usage, last 30 days' })).toBeVisible();
  },
};

export const NoUsageYet: Story = {
  parameters: scenarioParameters('creditsNoUsage'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No API usage in the last 30 days yet/)).toBeVisible();
  },
};

export const UsageLoading: Story = {
  parameters: scenarioParameters('creditsUsageLoading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading usage' })).toBeVisible();
  },
};

export const UsageFailed: Story = {
  parameters: scenarioParameters('creditsUsageFailed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Usage could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('€42.50')).toBeVisible();
  },
};

export const AlertInvalid: Story = {
  parameters: scenarioParameters('creditsUsage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Email me when my balance falls below');
    await userEvent.clear(field);
    await userEvent.type(field, '0.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save alert' }));
    await expect(canvas.getByText('Enter a whole amount of at least 1, or leave it empty')).toBeVisible();
  },
};

export const AlertSaved: Story = {
  parameters: scenarioParameters('creditsUsage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Email me when my balance falls below');
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Save alert' }));
    await expect(await canvas.findByText('Alert saved: we email you when your balance falls below €40.00.')).toBeVisible();
  },
};
