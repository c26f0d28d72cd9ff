import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from '../../packages/dashboard-kit/src/ui/SelectField';

const meta = {
  title: 'Design system/SelectField',
  component: SelectField,
  args: { label: 'Role', options: ['Trader', 'Meteorologist', 'Analyst'], placeholder: 'Select your role', defaultValue: '' },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const WithError: Story = { args: { error: 'Role description is required' } };
