import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PricingCalculator } from '../packages/dashboard-kit/src/widgets/pricing/PricingCalculator';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

const meta = { title: 'Widgets/PricingCalculator', component: PricingCalculator, tags: ['autodocs'], parameters: usage('PricingCalculator') } satisfies Meta<typeof PricingCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  parameters: scenarioParameters('forecast'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('57,600')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: /Monthly cost by monthly tokens/ })).toBeVisible();
  },
};

export const MinimumApplies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Points'));
    await userEvent.type(canvas.getByLabelText('Points'), '1');
    await expect(canvas.getByText('The 720-token minimum per request applies.')).toBeVisible();
  },
};
