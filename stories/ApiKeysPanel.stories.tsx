import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { keyStore } from '../tests/msw/key-store';
import { ApiKeysPanel } from '../packages/dashboard-kit/src/widgets/api-keys/ApiKeysPanel';
import { usage } from './docs';

const meta = {
  title: 'Widgets/ApiKeysPanel',
  component: ApiKeysPanel,
  tags: ['autodocs'],
  beforeEach: () => keyStore.reset(),
  parameters: usage('ApiKeysPanel'),
} satisfies Meta<typeof ApiKeysPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Production')).toBeVisible();
    await expect(canvas.getByText('API Keys: 2/20')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('keysLoading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading API keys' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: scenarioParameters('keysEmpty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No API keys to display')).toBeVisible();
  },
};

export const EveryStatus: Story = {
  parameters: scenarioParameters('keysMixedStatus'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Expired')).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText('Expires soon')).toBeVisible();
  },
};

/** Beyond the spec (API-PROPOSAL.md): an API that tells when keys were last used. Without the field, the stories above. */
export const LastUsed: Story = {
  parameters: scenarioParameters('keysLastUsed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 days ago')).toBeVisible();
    await expect(canvas.getAllByText('Unused for 90 days')).toHaveLength(2);
  },
};

/** Beyond the spec (API-PROPOSAL.md): an API that tells each key's spend over 30 days. Without it, the stories above. */
export const Spend: Story = {
  parameters: scenarioParameters('keysSpend'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('€33.00')).toBeVisible();
    await expect(canvas.getByText('€0.00')).toBeVisible();
  },
};

/** Beyond the spec: rolling a key, picking how long the old one keeps working. */
export const RollDialog: Story = {
  parameters: scenarioParameters('keysLastUsed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Roll Production' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Roll API Key' });
    await expect(within(dialog).getByRole('radio', { name: '24 hours' })).toBeChecked();
  },
};

export const AtLimit: Story = {
  parameters: scenarioParameters('keysAtLimit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('API Keys: 2/2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New API Key' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ListError: Story = {
  parameters: scenarioParameters('keysListError'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An unexpected server error occurred.');
  },
};

export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New API Key' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByLabelText('Key Name'), 'Weekly export');
    await userEvent.click(body.getByLabelText('Set expiration'));
    await expect(body.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const CreatedDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New API Key' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByLabelText('Key Name'), 'CI runner');
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect(await body.findByRole('dialog', { name: 'New API Key Created' })).toBeVisible();
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Production' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirm?' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Cancel deletion' })).toBeVisible();
  },
};
