import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '../../packages/dashboard-kit/src/ui/Spinner';

const meta = { title: 'Design system/Spinner', component: Spinner, args: { label: 'Loading API keys' } } satisfies Meta<typeof Spinner>;
export default meta;

export const Inline: StoryObj<typeof meta> = {};
export const Centered: StoryObj<typeof meta> = { args: { centered: true, size: 36 } };
