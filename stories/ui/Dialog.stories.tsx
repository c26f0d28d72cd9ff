import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../packages/dashboard-kit/src/ui/Button';
import { Dialog } from '../../packages/dashboard-kit/src/ui/Dialog';
import { TextField } from '../../packages/dashboard-kit/src/ui/TextField';
import { Translated } from '../Translated';

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  args: { open: true, onClose: fn(), title: 'Create New API Key', children: <Button><Translated>Create</Translated></Button> },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create New API Key' })).toBeVisible();
  },
};

/**
 * Opened from a button, as the widgets do. Focus containment, Escape and focus return are the
 * browser's own dialog's: the journeys check them with real key presses (tests/e2e).
 */
function Opener({ closeOnOutsidePress }: { closeOnOutsidePress?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}><Translated>New API Key</Translated></Button>
      <Button variant="secondary">Behind the dialog</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={<Translated>Create New API Key</Translated>} closeOnOutsidePress={closeOnOutsidePress}>
        <TextField label="Name" />
        <Button onClick={() => setOpen(false)}><Translated>Create</Translated></Button>
      </Dialog>
    </>
  );
}

/** A press on the backdrop closes it, unless the dialog holds something that would be lost. */
export const OutsidePress: Story = {
  render: () => <Opener />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'New API Key' }));
    const dialog = await body.findByRole('dialog');
    // The backdrop: the dialog element itself, outside its panel.
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
