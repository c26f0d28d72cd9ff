import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LiveControls } from '../../packages/dashboard-kit/src/widgets/request-log/LiveControls';
import type { RequestLogView } from '../../packages/dashboard-kit/src/widgets/request-log/useRequestLogView';
import { WidgetRoot } from '../../packages/dashboard-kit/src/ui/WidgetRoot';

/** Live mode: on and off, pause and resume, the connection's state and what arrived. */
type Actions = Pick<RequestLogView['live'], 'toggle' | 'pause' | 'resume'>;
type Live = Pick<RequestLogView['live'], 'on' | 'state'> & Partial<Pick<RequestLogView['live'], 'paused' | 'arrived' | 'waiting'>>;

const meta: Meta<Actions> = {
  title: 'Widgets/RequestLog/LiveControls',
  args: { toggle: fn(), pause: fn(), resume: fn() },
};
export default meta;
type Story = StoryObj<Actions>;

function Controls({ live, ...actions }: Actions & { live: Live }) {
  return (
    <WidgetRoot>
      <LiveControls live={{ paused: false, arrived: 0, waiting: 0, ...live, ...actions }} />
    </WidgetRoot>
  );
}

export const Off: Story = {
  render: (args) => <Controls live={{ on: false, state: 'connecting' }} {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Following: Story = {
  render: (args) => <Controls live={{ on: true, state: 'live', arrived: 3 }} {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Following new requests · 3 new requests');
  },
};

export const PausedWithArrivals: Story = {
  render: (args) => <Controls live={{ on: true, state: 'live', paused: true, arrived: 5, waiting: 2 }} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 new requests while paused');
    await expect(canvas.getByRole('button', { name: 'Show 2 new requests' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume' })).toBeVisible();
  },
};

export const Reconnecting: Story = {
  render: (args) => <Controls live={{ on: true, state: 'reconnecting' }} {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Connection lost, reconnecting…');
  },
};

export const Unavailable: Story = {
  render: (args) => <Controls live={{ on: true, state: 'unavailable' }} {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Live updates are not available.');
  },
};
