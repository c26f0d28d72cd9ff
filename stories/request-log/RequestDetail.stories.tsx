import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RequestDetail } from '../../packages/dashboard-kit/src/widgets/request-log/RequestDetail';
import { logEntry } from './parts';

/** One request in full, as a row of the log opens it: why it failed, every field, its id and curl to copy. */
type Actions = { onClose: () => void };
const meta: Meta<Actions> = { title: 'Widgets/RequestLog/RequestDetail', args: { onClose: fn() } };
export default meta;
type Story = StoryObj<Actions>;

function Detail({ index, failure, onClose }: { index: number; failure?: Parameters<typeof logEntry>[1]; onClose: () => void }) {
  return <RequestDetail entry={logEntry(index, failure)} onClose={onClose} apiBaseUrl="https://api.example.com" />;
}

/** A request the API answered: no explanation, what it cost and how long it took. */
export const Served: Story = {
  render: (args) => <Detail index={0} onClose={args.onClose} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Request req_001000' });
    await expect(within(dialog).getByText('200 OK')).toBeVisible();
    await expect(within(dialog).queryByText('Why it failed')).toBeNull();
    await expect(within(dialog).getByText('720')).toBeVisible();
  },
};

/** A point outside a regional model's area: its area, in words, and a global model suggested. */
export const OutsideModelArea: Story = {
  render: (args) => <Detail index={5} failure="outside_model_domain" onClose={args.onClose} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Request req_000995' });
    await expect(within(dialog).getByText(/^icon_eu covers latitudes 29\.5 to 70\.5 and longitudes -23\.5 to 62\.5/)).toBeVisible();
  },
};
