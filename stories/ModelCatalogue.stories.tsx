import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ModelCatalogue } from '../packages/dashboard-kit/src/widgets/models/ModelCatalogue';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

/** Proposed API (API-PROPOSAL.md): the model catalogue, as the sandbox serves it, priced at the calculator's defaults. */
const meta = {
  title: 'Widgets/ModelCatalogue',
  component: ModelCatalogue,
  tags: ['autodocs'],
  parameters: { ...usage('ModelCatalogue'), ...scenarioParameters('forecast') },
} satisfies Meta<typeof ModelCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every model as a card: where it applies, how often it updates, what a request costs, and the way into the explorer. */
export const Catalogue: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(19);
  },
};

/** Filtered to the ensembles, as a person does from the filters (they go into the address). */
export const EnsemblesOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Runs'), 'ensemble');
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('4 of 19 models')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('forecastModelsLoading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading models...' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: scenarioParameters('forecastModelsFailed'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The models could not be loaded.')).toBeVisible();
  },
};
