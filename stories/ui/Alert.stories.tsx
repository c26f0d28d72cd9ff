import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../../packages/dashboard-kit/src/ui/Alert';

const meta = { title: 'Design system/Alert', component: Alert, args: { tone: 'error', children: 'An unexpected server error occurred.' } } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = { args: { onDismiss: () => undefined } };
export const Warning: Story = { args: { tone: 'warning', children: 'Email link is invalid or has expired' } };
export const Success: Story = { args: { tone: 'success', children: 'Check your email to confirm your account' } };
export const Info: Story = { args: { tone: 'info', children: 'The 720-token minimum per request applies.' } };
