import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Sidebar } from '../../packages/dashboard-kit/src/widgets/shell/Sidebar';
import { scenarioParameters } from '../../tests/msw/story-parameters';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: { currentPath: '/api-keys' },
  decorators: [(Story) => <div style={{ width: 200, height: 640 }}><Story /></div>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The developer persona: every item open, Files included, the current page marked. */
export const Developer: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'Files' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'API Keys' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A free user: API Keys locked (a lock and 'Available in Pro'), Files hidden. */
export const LockedItems: Story = {
  parameters: scenarioParameters('lockedNav'),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'API Keys Available in Pro' })).toHaveAttribute('href', '/account?tab=subscription');
    await expect(within(nav).queryByRole('link', { name: 'Files' })).toBeNull();
  },
};

/** Where the API keeps a request log: Requests after Files, marked on the log's page. */
export const WithRequestLog: Story = {
  args: { currentPath: '/logs' },
  parameters: scenarioParameters('requestLogRows'),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
  },
};
