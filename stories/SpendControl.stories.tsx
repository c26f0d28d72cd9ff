import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SpendControl } from '../packages/dashboard-kit/src/widgets/credits/spend/SpendControl';
import { resetAutoRecharge } from '../tests/msw/spend-scenarios';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

/** Proposed API (API-PROPOSAL.md): spend control, beside CreditsPanel on the credits tab. Against an API without it, it renders nothing. */
const meta = {
  title: 'Widgets/SpendControl',
  component: SpendControl,
  args: { redirect: (url: string) => console.info('[story] redirect to', url) },
  // Auto-recharge starts as its scenario says in every story.
  beforeEach: () => resetAutoRecharge(),
  parameters: {
    ...usage('SpendControl'),
    ...scenarioParameters('spendControl'),
  },
} satisfies Meta<typeof SpendControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Spend by key, last 30 days' })).toBeVisible();
    await expect(await canvas.findByText('Old laptop (deleted)')).toBeVisible();
    await expect(await canvas.findByText('On: below €10.00, €25.00 is bought with the card ending 4242.')).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Purchase history' })).toBeVisible();
  },
};

export const SpendByKeyAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', {
      name: 'Spend by key, last 30 days',
    });
    await userEvent.click(within(section).getByRole('button', { name: 'Show as table' }));
    await expect(within(section).getByRole('table', { name: 'Spend by key, last 30 days' })).toBeVisible();
  },
};

export const ExportCustomRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Custom range' }));
    await expect(canvas.getByLabelText('From (UTC)')).toBeVisible();
  },
};

export const PurchasesAllPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByRole('link', { name: /Receipt SBX-2026-000009/ })).toBeVisible();
  },
};

export const AutoRechargeNotSetUp: Story = {
  parameters: scenarioParameters('spendAutoRechargeNew'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: 'Save a card and turn on',
      }),
    ).toBeVisible();
  },
};

export const AutoRechargeOff: Story = {
  parameters: scenarioParameters('spendAutoRechargeOff'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Turn on' })).toBeVisible();
  },
};

export const AutoRechargePaused: Story = {
  parameters: scenarioParameters('spendAutoRechargePaused'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Paused: this month’s recharges reached your limit of €100\.00/)).toBeVisible();
  },
};

export const AutoRechargePaymentFailed: Story = {
  parameters: scenarioParameters('spendAutoRechargeFailed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Payment failed: the card ending 0341 was declined. Save a card to resume.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save a new card' })).toBeVisible();
  },
};

export const AutoRechargeSetupDone: Story = {
  args: { setupResult: 'on' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Card saved: auto-recharge is on.')).toBeVisible();
  },
};

export const AutoRechargeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const limit = await canvas.findByLabelText('At most per month');
    await userEvent.clear(limit);
    await userEvent.type(limit, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter whole amounts of at least 1; the monthly limit must be at least the amount.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: scenarioParameters('spendEmpty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No key has used the API in the last 30 days.')).toBeVisible();
    await expect(await canvas.findByText('No purchases yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('spendLoading'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: 'Loading purchases',
      }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: scenarioParameters('spendFailed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each part fails on its own call: neither waits for the other, so each is waited for.
    await expect(await canvas.findByText('Purchases could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('Auto-recharge could not be loaded.')).toBeVisible();
  },
};
