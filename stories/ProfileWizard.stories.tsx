import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfileWizard } from '../packages/dashboard-kit/src/widgets/profile/ProfileWizard';
import { usage } from './docs';

const meta = {
  title: 'Screens/ProfileWizard',
  component: ProfileWizard,
  tags: ['autodocs'],
  parameters: { ...usage('ProfileWizard'), metadata: {}, layout: 'fullscreen' },
} satisfies Meta<typeof ProfileWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StepOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const StepOneErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Display name'), ' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText('Display name is required')).toBeVisible();
    await expect(canvas.getByText('Country is required')).toBeVisible();
  },
};

export const StepTwoBusiness: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Display name'), 'Ada Forecaster');
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'Germany');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.selectOptions(canvas.getByLabelText('How did you find us?'), 'LinkedIn');
    await userEvent.click(canvas.getByLabelText('Business/Organization'));
    await userEvent.type(canvas.getByLabelText('Company name'), 'Windpark Nord GmbH');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'Trader');
    await expect(canvas.getByRole('button', { name: 'Complete Profile' })).toBeEnabled();
  },
};
