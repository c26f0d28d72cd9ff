import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefreshingMark } from '../../packages/dashboard-kit/src/ui/RefreshingMark';

/** Beside what a widget shows from the user's last visit (the provider's keepAnswers) while the fresh answer is on its way. */
const meta = { title: 'Design system/RefreshingMark', component: RefreshingMark, args: { refreshing: true } } satisfies Meta<typeof RefreshingMark>;
export default meta;

export const Refreshing: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Updating…');
  },
};

/** The fresh answer has arrived: nothing shows. */
export const Fresh: StoryObj<typeof meta> = {
  args: { refreshing: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
