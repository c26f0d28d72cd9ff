import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../../packages/dashboard-kit/src/ui/Badge';

const meta = { title: 'Design system/Badge', component: Badge, args: { $tone: 'success', children: 'Active' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Neutral: Story = { args: { $tone: 'neutral', children: 'Inactive' } };
export const Danger: Story = { args: { $tone: 'danger', children: 'Expired' } };
export const Warning: Story = { args: { $tone: 'warning', children: 'Pro' } };
