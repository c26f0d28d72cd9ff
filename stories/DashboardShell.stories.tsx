import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OverviewScreen } from '../packages/dashboard-kit/src/screens/OverviewScreen';
import { ApiKeysPanel } from '../packages/dashboard-kit/src/widgets/api-keys/ApiKeysPanel';
import { resetKeyCaps } from '../tests/msw/key-cap-scenarios';
import { DashboardShell } from '../packages/dashboard-kit/src/widgets/shell/DashboardShell';
import { NavigationDrawer } from '../packages/dashboard-kit/src/widgets/shell/NavigationDrawer';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

const meta = {
  title: 'Shell/DashboardShell',
  component: DashboardShell,
  tags: ['autodocs'],
  parameters: { ...usage('DashboardShell', '<DashboardShell currentPath={location.pathname}>{page}</DashboardShell>'), layout: 'fullscreen' },
  args: { currentPath: '/overview', children: <OverviewScreen /> },
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'Files' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * The API keys page as the dashboard shows it: in the shell, with every column the sandbox
 * persona's table has. At 1440 px each key is one line; where the line does not fit, cards.
 */
export const ApiKeysPage: Story = {
  args: { currentPath: '/api-keys', children: <ApiKeysPanel /> },
  parameters: scenarioParameters('keysEveryColumn'),
  beforeEach: () => {
    resetKeyCaps();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Backfill of the North Sea wind farm telemetry')).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'API Keys' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A free user: API Keys locked with 'Available in Pro', Files hidden. */
export const LockedItems: Story = {
  parameters: scenarioParameters('lockedNav'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const locked = await body.findByRole('link', { name: 'API Keys Available in Pro' });
    await userEvent.hover(locked);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Available in Pro');
    await expect(body.queryByRole('link', { name: 'Files' })).toBeNull();
  },
};

export const ProfileMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Profile menu' }));
    await expect(await body.findByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(body.getByText('dev@sandbox.test')).toBeVisible();
  },
};

/** Below 1024 px the sidebar opens as this drawer. */
export const NavigationDrawerOpen: StoryObj<typeof NavigationDrawer> = {
  render: () => <NavigationDrawer open onClose={() => undefined} currentPath="/api-keys" />,
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Main' });
    await expect(await within(drawer).findByRole('link', { name: 'API Keys' })).toHaveAttribute('aria-current', 'page');
  },
};
