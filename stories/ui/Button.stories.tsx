import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../packages/dashboard-kit/src/ui/Button';

const meta = { title: 'Design system/Button', component: Button, args: { children: 'New API Key' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button')).toBeEnabled() };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Dismiss' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Confirm?' } };
export const Disabled: Story = { args: { disabled: true }, play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button')).toBeDisabled() };
