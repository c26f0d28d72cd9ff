import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequestTable } from '../../packages/dashboard-kit/src/widgets/request-log/RequestTable';
import { WidgetRoot } from '../../packages/dashboard-kit/src/ui/WidgetRoot';
import { logEntries } from './parts';

/** The log's rows, virtualized: columns on a wide screen, a two-line card per request on a narrow one. */
type Actions = { onOpen: (id: string) => void; onNearEnd: () => void };
const meta: Meta<Actions> = { title: 'Widgets/RequestLog/RequestTable', args: { onOpen: fn(), onNearEnd: fn() } };
export default meta;
type Story = StoryObj<Actions>;

const ROWS = logEntries(40);

function Table({ wide, onOpen, onNearEnd }: { wide: boolean; onOpen: (id: string) => void; onNearEnd: () => void }) {
  return (
    <WidgetRoot>
      <RequestTable rows={ROWS} wide={wide} onOpen={onOpen} onNearEnd={onNearEnd} />
    </WidgetRoot>
  );
}

export const Wide: Story = {
  render: (args) => <Table wide onOpen={args.onOpen} onNearEnd={args.onNearEnd} />,
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Requests, newest first' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Time', 'Status', 'Key', 'Model', 'Place', 'Tokens', 'Cost', 'Latency']);
    await userEvent.click(within(within(table).getAllByRole('row')[2]!).getByRole('button'));
    await expect(args.onOpen).toHaveBeenCalledWith('req_000999');
  },
};

export const Narrow: Story = {
  render: (args) => <Table wide={false} onOpen={args.onOpen} onNearEnd={args.onNearEnd} />,
  play: async ({ canvasElement }) => {
    // Two lines a request, without the header row's columns.
    const rows = within(canvasElement).getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
    await expect(within(rows[1]!).getByText('400 Unknown model')).toBeVisible();
    await expect(within(canvasElement).queryByRole('columnheader', { name: 'Latency' })).toBeNull();
  },
};
