import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../../packages/dashboard-kit/src/ui/Button';
import TooltipBubble from '../../packages/dashboard-kit/src/ui/TooltipBubble';
import { WidgetRoot } from '../../packages/dashboard-kit/src/ui/WidgetRoot';
import { Translated } from '../Translated';

/** The shown bubble of `Tooltip` (its lazily loaded part), above the element it describes, inside a widget as in use. */
function Pointing({ content }: { content: string }) {
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <WidgetRoot style={{ paddingTop: 96 }}>
      <Button ref={setButton} aria-describedby="bubble">
        <Translated>New API Key</Translated>
      </Button>
      {button ? <TooltipBubble id="bubble" content={content} reference={button} /> : null}
    </WidgetRoot>
  );
}

const meta = {
  title: 'Design system/TooltipBubble',
  component: Pointing,
  args: { content: 'Delete unused keys to create new ones' },
} satisfies Meta<typeof Pointing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AboveItsElement: Story = {
  play: async ({ canvasElement }) => {
    const bubble = await within(canvasElement).findByRole('tooltip');
    await expect(bubble).toHaveTextContent('Delete unused keys to create new ones');
    // Placed above the button it describes.
    const button = within(canvasElement).getByRole('button');
    await expect(bubble.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
  },
};

/** A long text wraps at the bubble's 260 px (280 with its padding) over several lines. */
export const LongText: Story = {
  args: { content: 'Your account has reached its limit of active keys. Delete or deactivate a key you no longer use, then create a new one.' },
  play: async ({ canvasElement }) => {
    const bubble = await within(canvasElement).findByRole('tooltip');
    const { width, height } = bubble.getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(280);
    // One 13 px line at 1.4 with 6 px padding above and below is about 30 px tall.
    await expect(height).toBeGreaterThan(40);
  },
};
