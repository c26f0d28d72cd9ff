import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RequestLogEmpty } from '../../packages/dashboard-kit/src/widgets/request-log/RequestLogEmpty';
import { WidgetRoot } from '../../packages/dashboard-kit/src/ui/WidgetRoot';
import { apiKeys } from '../../tests/msw/fixtures';
import { useLogTexts } from './parts';

/** A log with nothing in it yet: the curl of a first request with the user's own key, or where to make one. */
const meta: Meta = { title: 'Widgets/RequestLog/RequestLogEmpty' };
export default meta;
type Story = StoryObj;

function Empty({ withKey }: { withKey: boolean }) {
  const { t } = useLogTexts();
  return (
    <WidgetRoot>
      <RequestLogEmpty firstKey={withKey ? apiKeys[0] : undefined} apiBaseUrl="https://api.example.com" apiKeysPath="/api-keys" title={t.emptyTitle} />
    </WidgetRoot>
  );
}

export const WithKey: Story = {
  render: () => <Empty withKey />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^curl -u "key_01HZX3Q8PRODUCTION:\$JUA_API_SECRET" \\/)).toBeVisible();
  },
};

export const WithoutKey: Story = {
  render: () => <Empty withKey={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Create an API key' })).toHaveAttribute('href', '/api-keys');
  },
};
