import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PricingTables } from '../packages/dashboard-kit/src/widgets/pricing/PricingTables';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

const meta = { title: 'Widgets/PricingTables', component: PricingTables, tags: ['autodocs'], parameters: usage('PricingTables') } satisfies Meta<typeof PricingTables>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API's model catalogue names each model: its banner, resolution and runs. */
export const ForecastModels: Story = {
  parameters: scenarioParameters('forecast'),
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('region', { name: 'Jua premium' });
    await expect(group).toBeVisible();
    await expect(await within(group).findByText('EPT-2 Rapid Refresh')).toBeVisible();
  },
};

/** An API without a model catalogue (the spec's): the prices name models by their ids. */
export const WithoutCatalogue: Story = {
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('region', { name: 'Jua premium' });
    await expect(await within(group).findByText('ept2_rr')).toBeVisible();
  },
};

export const MarketAggregates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Market Aggregates' }));
    await expect(await canvas.findByText('€25.00 per 1M tokens')).toBeVisible();
  },
};

export const ProBadges: Story = {
  parameters: scenarioParameters('noPermissions'),
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link', { name: /Live benchmark/ });
    await expect(links[0]).toHaveTextContent('Pro');
  },
};

export const LoadFailed: Story = {
  parameters: scenarioParameters('pricingError'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load pricing data:');
  },
};
