import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_REQUEST_FILTERS, type RequestLogFilters } from '../../packages/dashboard-kit/src/data/requests/request-filters';
import { RequestFiltersBar } from '../../packages/dashboard-kit/src/widgets/request-log/RequestFiltersBar';
import { WidgetRoot } from '../../packages/dashboard-kit/src/ui/WidgetRoot';
import { apiKeys } from '../../tests/msw/fixtures';

/** The log's filters: a span, a status class, a key, a model; an outcome a link named shows as a chip. */
type Actions = { onChange: (filters: RequestLogFilters) => void };
const meta: Meta<Actions> = { title: 'Widgets/RequestLog/RequestFiltersBar', args: { onChange: fn() } };
export default meta;
type Story = StoryObj<Actions>;

function Bar({ initial, onChange }: { initial: RequestLogFilters; onChange: (filters: RequestLogFilters) => void }) {
  const [filters, setFilters] = useState(initial);
  const change = (next: RequestLogFilters) => {
    setFilters(next);
    onChange(next);
  };
  return (
    <WidgetRoot>
      <RequestFiltersBar filters={filters} onChange={change} keys={apiKeys} models={['aifs', 'ept2', 'ept3', 'icon_eu']} />
    </WidgetRoot>
  );
}

export const Unfiltered: Story = {
  render: (args) => <Bar initial={DEFAULT_REQUEST_FILTERS} onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Client errors (4xx)');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_REQUEST_FILTERS, status: ['4xx'] });
  },
};

/** A link from elsewhere: one key's rate-limited requests of the last week. */
export const OutcomeAndKey: Story = {
  render: (args) => <Bar initial={{ range: '7d', status: [], outcomes: ['rate_limited'], keyId: 'key_01HZX3Q8NIGHTLYJOB' }} onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Outcome: Rate limited. Show every outcome' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Key' })).toHaveValue('key_01HZX3Q8NIGHTLYJOB');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};
