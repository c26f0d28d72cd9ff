import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { keyStore } from '../tests/msw/key-store';
import { resetKeyCaps } from '../tests/msw/key-cap-scenarios';
import { ApiKeysPanel } from '../packages/dashboard-kit/src/widgets/api-keys/ApiKeysPanel';
import { usage } from './docs';

const meta = {
  title: 'Widgets/ApiKeysPanel',
  component: ApiKeysPanel,
  tags: ['autodocs'],
  beforeEach: () => {
    keyStore.reset();
    resetKeyCaps();
  },
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

/** Proposed API (API-PROPOSAL.md): an API that tells when keys were last used. Without the field, the stories above. */
export const LastUsed: Story = {
  parameters: scenarioParameters('keysLastUsed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 days ago')).toBeVisible();
    await expect(canvas.getAllByText('Unused for 90 days')).toHaveLength(2);
  },
};

/** Proposed API (API-PROPOSAL.md): an API that tells each key's spend over 30 days. Without it, the stories above. */
export const Spend: Story = {
  parameters: scenarioParameters('keysSpend'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('€33.00')).toBeVisible();
    await expect(canvas.getByText('€0.00')).toBeVisible();
  },
};

/** Proposed API (API-PROPOSAL.md): monthly spend caps; one key under its cap, one at it and one past it (refused), one without. */
export const SpendCaps: Story = {
  parameters: scenarioParameters('keysCapped'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('€12.30 of €50.00')).toBeVisible();
    await expect(canvas.getAllByText('Cap reached')).toHaveLength(2);
    await expect(canvas.getByText('No cap')).toBeVisible();
  },
};

/** Opens a key's row menu and chooses an action in it. */
const chooseAction = async (canvasElement: HTMLElement, keyName: string, action: string) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Actions for ${keyName}` }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: action }));
};

const openCapDialog = async (canvasElement: HTMLElement, keyName: string) => {
  await chooseAction(canvasElement, keyName, 'Spend cap');
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Monthly spend cap' }));
};

/**
 * Every column the sandbox persona has (last used, spend over 30 days, this
 * month against a cap), one line per key; a name too long for its column ends in an ellipsis.
 */
export const EveryColumn: Story = {
  parameters: scenarioParameters('keysEveryColumn'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Table or cards, as the width allows: the whole name is there (in the table, also in its title).
    await expect(await canvas.findByText('Backfill of the North Sea wind farm telemetry')).toBeInTheDocument();
    await expect((await canvas.findAllByText('Spend, 30 days'))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions for Production' })).toBeVisible();
  },
};

/** A key's row menu, open: roll, spend cap, and delete. */
export const RowMenu: Story = {
  parameters: scenarioParameters('keysEveryColumn'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for Production' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Actions for Production' });
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Roll', 'Spend cap', 'Delete']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Roll' })).toHaveFocus());
  },
};

/** Delete chosen in the row menu asks Confirm? in the row, as the two-step deletion does. */
export const ConfirmDeleteFromMenu: Story = {
  parameters: scenarioParameters('keysEveryColumn'),
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'Batch job', 'Delete');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirm?' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Cancel deletion' })).toBeVisible();
  },
};

/** Changing the cap of a key the API refuses; the field starts from its cap. */
export const SpendCapDialog: Story = {
  parameters: scenarioParameters('keysCapped'),
  play: async ({ canvasElement }) => {
    const dialog = await openCapDialog(canvasElement, 'Batch job');
    await expect(dialog.getByText('Batch job has spent €20.40 this month (UTC).')).toBeVisible();
    await expect(dialog.getByLabelText('Monthly spend cap in EUR (optional)')).toHaveValue('20');
  },
};

/** An amount out of the API's range, refused in the field before anything is sent. */
export const SpendCapInvalid: Story = {
  parameters: scenarioParameters('keysCapped'),
  play: async ({ canvasElement }) => {
    const dialog = await openCapDialog(canvasElement, 'Nightly job');
    await userEvent.type(dialog.getByLabelText('Monthly spend cap in EUR (optional)'), '0.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Save cap' }));
    await expect(dialog.getByLabelText('Monthly spend cap in EUR (optional)')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The cap is being saved. */
export const SpendCapSaving: Story = {
  parameters: scenarioParameters('keysCapSaving'),
  play: async ({ canvasElement }) => {
    const dialog = await openCapDialog(canvasElement, 'Production');
    await userEvent.click(dialog.getByRole('button', { name: 'Save cap' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** The API refused the cap; the red alert says so and the key keeps its cap. */
export const SpendCapRefused: Story = {
  parameters: scenarioParameters('keysCapRefused'),
  play: async ({ canvasElement }) => {
    const dialog = await openCapDialog(canvasElement, 'Production');
    await userEvent.click(dialog.getByRole('button', { name: 'Save cap' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The request was invalid.');
  },
};

/** An API with caps offers one for a new key, a user's first included. */
export const CreateWithSpendCap: Story = {
  parameters: scenarioParameters('keysCapsNoKeys'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New API Key' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText('Key Name'), 'Trading bot');
    await userEvent.type(body.getByLabelText('Monthly spend cap in EUR (optional)'), '50');
    await expect(body.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/** Rolling a key, picking how long the old one keeps working. */
export const RollDialog: Story = {
  parameters: scenarioParameters('keysLastUsed'),
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'Production', 'Roll');
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
    await userEvent.type(await body.findByLabelText('Key Name'), 'Weekly export');
    await userEvent.click(body.getByLabelText('Set expiration'));
    await expect(body.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const CreatedDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New API Key' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText('Key Name'), 'CI runner');
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

/** A key for a user whose last code is older than 10 minutes: the code is asked over the form, which keeps its name. */
export const StepUpBeforeCreating: Story = {
  parameters: { ...scenarioParameters('stepUp'), factors: ['Work phone'], aal2: true, codeMinutesAgo: 12 },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New API Key' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText('Key Name'), 'Nightly export');
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    const stepUp = await body.findByRole('dialog', { name: 'Confirm it is you' });
    await waitFor(() => expect(within(stepUp).getByLabelText('Verification code')).toHaveFocus());
    await expect(body.getByLabelText('Key Name')).toHaveValue('Nightly export');
  },
};
