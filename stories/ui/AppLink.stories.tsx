import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLink } from '../../packages/dashboard-kit/src/ui/AppLink';

const meta = { title: 'Design system/AppLink', component: AppLink, args: { to: '/account?tab=subscription', children: 'See plans' } } satisfies Meta<typeof AppLink>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/account?tab=subscription'),
};
