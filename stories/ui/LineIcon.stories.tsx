import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LineIcon } from '../../packages/dashboard-kit/src/ui/LineIcon';
import { SHELL_ICONS } from '../../packages/dashboard-kit/src/widgets/shell/icons';

const meta = { title: 'Design system/LineIcon', component: LineIcon, args: { d: SHELL_ICONS.overview } } satisfies Meta<typeof LineIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { args: { size: 24 } };

/** Every shell icon, in the text colour of the theme; each is hidden from screen readers. */
export const ShellIcons: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 16, listStyle: 'none', padding: 0 }}>
      {Object.entries(SHELL_ICONS).map(([name, d]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <LineIcon d={d} size={20} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('svg')];
    await expect(icons).toHaveLength(Object.keys(SHELL_ICONS).length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
