import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CliAuthPanel } from '../packages/dashboard-kit/src/widgets/cli-auth/CliAuthPanel';
import { usage } from './docs';

const meta = {
  title: 'Widgets/CliAuthPanel',
  component: CliAuthPanel,
  tags: ['autodocs'],
  args: { redirect: (url: string) => console.info('[story] redirect to', url) },
  parameters: usage('CliAuthPanel'),
} satisfies Meta<typeof CliAuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Request: Story = {
  args: { search: '?callback=http%3A%2F%2F127.0.0.1%3A8976%2Fcallback&api_key_name=my-laptop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'CLI Authentication Request' })).toBeVisible();
    await expect(canvas.getByText('127.0.0.1:8976')).toBeVisible();
  },
};

export const MissingParameters: Story = {
  args: { search: '?api_key_name=my-laptop' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Missing callback URL or API key name');
  },
};

export const RefusedCallback: Story = {
  args: { search: '?callback=https%3A%2F%2Fevil.example%2Fsteal&api_key_name=my-laptop' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('must be an http:// address on this computer');
  },
};
