import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../../packages/dashboard-kit/src/ui/TextField';

const meta = { title: 'Design system/TextField', component: TextField, args: { label: 'Key Name', placeholder: 'e.g. Production API Key' } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { label: 'Amount', defaultValue: '10', hint: 'Whole amounts only, minimum 1.' } };
export const WithError: Story = { args: { label: 'Display name', error: 'Display name is required' } };
export const ReadOnly: Story = { args: { label: 'Secret', readOnly: true, defaultValue: 'jsk_example' } };
