import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RequestHistogram } from '../../packages/dashboard-kit/src/widgets/request-log/RequestHistogram';
import { WidgetRoot } from '../../packages/dashboard-kit/src/ui/WidgetRoot';
import { LOG_HISTOGRAM, useLogTexts } from './parts';

/** Requests per time bucket, stacked by status class; its name carries the totals for a screen reader. */
const meta: Meta = { title: 'Widgets/RequestLog/RequestHistogram' };
export default meta;
type Story = StoryObj;

function Histogram({ quiet }: { quiet?: boolean }) {
  const { t } = useLogTexts();
  const histogram = quiet ? { ...LOG_HISTOGRAM, buckets: LOG_HISTOGRAM.buckets.map((bucket) => ({ ...bucket, '2xx': 0, '4xx': 0, '5xx': 0 })) } : LOG_HISTOGRAM;
  return (
    <WidgetRoot>
      <RequestHistogram histogram={histogram} label={quiet ? t.range24h : `${t.range24h}: ${t.legend2xx}, ${t.legend4xx}, ${t.legend5xx}`} legend={{ '2xx': t.legend2xx, '4xx': t.legend4xx, '5xx': t.legend5xx }} />
    </WidgetRoot>
  );
}

/** The last day in half hours: mostly served, a few client errors, a server error. */
export const LastDay: Story = {
  render: () => <Histogram />,
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img');
    await expect(figure.querySelectorAll('rect').length).toBeGreaterThan(48);
  },
};

/** A span without a request: no bars, the axis and the legend stay. */
export const Quiet: Story = {
  render: () => <Histogram quiet />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img').querySelectorAll('rect')).toHaveLength(0);
  },
};
