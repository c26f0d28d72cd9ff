import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../packages/dashboard-kit/src/ui/Button';
import { Dialog } from '../../packages/dashboard-kit/src/ui/Dialog';

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  args: { open: true, onClose: () => undefined, title: 'Create New API Key', children: <Button>Create</Button> },
} satisfies Meta<typeof Dialog>;
export default meta;

export const Open: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create New API Key' })).toBeVisible();
  },
};
