import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { IconButton } from '../../packages/dashboard-kit/src/ui/IconButton';
import { WidgetRoot } from '../../packages/dashboard-kit/src/ui/WidgetRoot';
import MenuPanel, { type MenuEntry } from '../../packages/dashboard-kit/src/ui/MenuPanel';
import { useSampleText } from '../Translated';

const ENTRIES: MenuEntry[] = [
  { id: 'platform', label: 'Go To User Platform', run: () => undefined, external: true },
  { id: 'theme', label: 'Switch to dark theme', run: () => undefined },
  { id: 'account', label: 'Account Settings', run: () => undefined },
  { id: 'legal', label: 'Legal Terms', run: () => undefined },
  { id: 'logout', label: 'Logout', run: () => undefined },
];

/** The open profile menu (MenuPanel, ProfileMenu's lazily loaded part) below its button, inside a widget as in the top bar. */
function OpenBelowItsButton({ email, initialFocus, onClose }: { email: string; initialFocus: number; onClose: () => void }) {
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const sample = useSampleText();
  const entries = ENTRIES.map((entry) => ({ ...entry, label: sample(entry.label) }));
  return (
    <WidgetRoot style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 360 }}>
      <IconButton ref={setButton} type="button" aria-label={sample('Profile menu')} aria-haspopup="menu" aria-expanded aria-controls="profile-menu">
        <span aria-hidden="true">D</span>
      </IconButton>
      {button ? <MenuPanel id="profile-menu" reference={button} label={sample('Profile menu')} header={email} entries={entries} initialFocus={initialFocus} onClose={onClose} /> : null}
    </WidgetRoot>
  );
}

const meta = {
  title: 'Shell/ProfileMenuPanel',
  component: OpenBelowItsButton,
  args: { email: 'dev@sandbox.test', initialFocus: 0, onClose: fn() },
} satisfies Meta<typeof OpenBelowItsButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with Enter, Space, a click or ArrowDown: the first item has focus. */
export const OnItsFirstItem: Story = {
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('menu', { name: 'Profile menu' });
    await expect(menu).toHaveAccessibleDescription('dev@sandbox.test');
    // floating-ui moves focus in the next animation frame, after the menu is in the DOM.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Go To User Platform' })).toHaveFocus());
  },
};

/** Opened with ArrowUp: the last item has focus. */
export const OnItsLastItem: Story = {
  args: { initialFocus: ENTRIES.length - 1 },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('menu', { name: 'Profile menu' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
  },
};

/** A long address wraps inside the menu instead of widening it off screen. */
export const LongEmail: Story = {
  args: { email: 'meteorologist.with.a.very.long.address@forecasting-department.example.com' },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('menu', { name: 'Profile menu' });
    const panel = menu.parentElement!;
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
