import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QuickLinksDialog } from '../packages/dashboard-kit/src/widgets/quick-links/QuickLinksDialog';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

const meta = {
  title: 'Shell/QuickLinksDialog',
  component: QuickLinksDialog,
  tags: ['autodocs'],
  args: { open: true, onClose: () => undefined },
  parameters: usage('QuickLinksDialog', '<QuickLinksDialog open={open} onClose={() => setOpen(false)} />'),
} satisfies Meta<typeof QuickLinksDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLinks: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: /Add Credits/ })).toBeVisible();
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('combobox'), 'keys');
    // The API Keys link is listed once the access record has come (it needs read:api_keys).
    await expect(await body.findByRole('option', { name: /API Keys/ })).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('combobox'), 'weather balloon');
    await expect(body.getByText('No items found matching the query')).toBeVisible();
  },
};

export const WithoutBilling: Story = {
  parameters: scenarioParameters('noBilling'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: /Documentation/ })).toBeVisible();
    await expect(body.queryByRole('option', { name: /Add Credits/ })).toBeNull();
  },
};
