import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from '../../packages/dashboard-kit/src/ui/RadioGroup';

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Account type',
    name: 'userType',
    value: 'business',
    onChange: () => undefined,
    options: [
      { value: 'private', label: 'Private Individual' },
      { value: 'business', label: 'Business/Organization' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;

export const Selected: StoryObj<typeof meta> = {};
export const WithError: StoryObj<typeof meta> = { args: { value: '', error: 'User type is required' } };
