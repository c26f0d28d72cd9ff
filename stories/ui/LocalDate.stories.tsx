import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LocalDate } from '../../packages/dashboard-kit/src/ui/LocalDate';

const meta = { title: 'Design system/LocalDate', component: LocalDate, args: { value: '2026-03-04T10:15:00Z' } } satisfies Meta<typeof LocalDate>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2026-03-04T10:15:00Z'),
};
