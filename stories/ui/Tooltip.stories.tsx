import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../packages/dashboard-kit/src/ui/Button';
import { Tooltip } from '../../packages/dashboard-kit/src/ui/Tooltip';
import { Translated } from '../Translated';

const meta = {
  title: 'Design system/Tooltip',
  component: Tooltip,
  args: { content: 'Delete unused keys to create new ones', children: <Button aria-disabled><Translated>New API Key</Translated></Button> },
} satisfies Meta<typeof Tooltip>;
export default meta;

export const OnHover: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent('Delete unused keys to create new ones');
  },
};
