import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FileBrowser } from '../packages/dashboard-kit/src/widgets/file-browser/FileBrowser';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

const meta = { title: 'Widgets/FileBrowser', component: FileBrowser, tags: ['autodocs'], parameters: usage('FileBrowser', '<FileBrowser defaultPath="forecasts" />') } satisfies Meta<typeof FileBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopFolder: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'forecasts' })).toBeVisible();
  },
};

export const WithFiles: Story = {
  args: { defaultPath: 'forecasts/ept2' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('file2.grib2')).toBeVisible();
  },
};

export const InsideZarrStore: Story = {
  args: { defaultPath: 'forecasts/run.zarr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('temperature')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'temperature' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { defaultPath: 'empty-folder' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This directory is empty')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: scenarioParameters('filesDown'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error loading content');
  },
};

export const Forbidden: Story = {
  parameters: scenarioParameters('filesForbidden'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("You don't have permission to access this resource.");
  },
};
