import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from '../../packages/dashboard-kit/src/ui/Toast';

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  args: { message: 'Failed to save user information', closeLabel: 'Close', onClose: () => undefined, durationMs: 600_000 },
} satisfies Meta<typeof Toast>;
export default meta;

export const SaveFailed: StoryObj<typeof meta> = {};
