import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ForecastExplorer } from '../packages/dashboard-kit/src/widgets/explorer/ForecastExplorer';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

const EXPLORER_PARAMS = ['lat', 'lon', 'models', 'model', 'parameters', 'steps', 'key', 'units'];

/** The explorer reads its view from the address: each story's is set in the frame's before it mounts (and an earlier story's cleared). */
const withAddress: Decorator = (Story, context) => {
  // The same address on every render: setting it again changes nothing.
  const url = new URL(window.location.href);
  for (const name of EXPLORER_PARAMS) url.searchParams.delete(name);
  for (const [name, value] of Object.entries((context.parameters.explorer as Record<string, string> | undefined) ?? {})) url.searchParams.set(name, value);
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  return <Story />;
};

/**
 * Proposed API (API-PROPOSAL.md): the explorer, answered as the sandbox answers (its catalogue,
 * checks and numbers, from a fixed run). A story that runs a forecast presses Run itself.
 */
const meta = {
  title: 'Widgets/ForecastExplorer',
  component: ForecastExplorer,
  tags: ['autodocs'],
  decorators: [withAddress],
  parameters: { ...usage('ForecastExplorer'), ...scenarioParameters('forecast'), explorer: {} },
} satisfies Meta<typeof ForecastExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

const BERLIN = { lat: '52.52', lon: '13.405', parameters: 'air_temperature_at_height_level_2m,wind_speed_at_height_level_10m', steps: '72' };

/** Presses Run (in any of the toolbar's languages) and waits for the first chart's table. */
async function run(canvasElement: HTMLElement) {
  const button = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLButtonElement>('button[name="run"]');
    if (!found || found.getAttribute('aria-disabled') === 'true' || found.disabled) throw new Error('Run is not ready yet');
    return found;
  });
  await userEvent.click(button);
}

/** The forecast's tables of values (each named by its caption), once a run has answered. */
const values = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('table', { name: /./ });

/** Brings what the story is about into the frame (a screenshot shows the viewport), focus left where the user left it. */
function scrollTo(element: Element | null) {
  if (element) element.scrollIntoView({ block: 'start' });
  else window.scrollTo(0, 0);
}

/** No point yet: the map, the form, and Run saying why it cannot go. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Choose a point first.')).toBeVisible();
  },
};

/** Choosing a point with the keyboard: the focused map's arrow keys move it a degree (ten with Shift). */
export const PointByKeyboard: Story = {
  parameters: { explorer: { lat: '48', lon: '2' } },
  play: async ({ canvasElement }) => {
    const map = await within(canvasElement).findByRole('application', { name: 'World map. Choose a point' });
    map.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Shift>}{ArrowRight}{/Shift}');
    await expect(await within(canvasElement).findByText('Point chosen: 50, 12')).toBeVisible();
  },
};

/** One model's forecast for Berlin: a chart per parameter with its table beside it, and the code. */
export const OneModel: Story = {
  parameters: { explorer: { ...BERLIN, models: 'ept2' } },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    const tables = await values(canvasElement);
    await expect(tables).toHaveLength(2);
    scrollTo(tables[0]!.closest('section'));
  },
};

/** Three models overlaid, each in its own colour and dash. */
export const SeveralModels: Story = {
  parameters: { explorer: { ...BERLIN, models: 'ept2,icon_global,gfs_global_single', parameters: 'air_temperature_at_height_level_2m' } },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    const [table] = await values(canvasElement);
    await expect(within(table!).getAllByRole('columnheader')).toHaveLength(4);
    scrollTo(table!.closest('section'));
  },
};

/** An ensemble's q5 to q95 and q25 to q75 as bands around its mean, beside a single run. */
export const Ensemble: Story = {
  parameters: { explorer: { ...BERLIN, models: 'ept2_e,ept2', parameters: 'air_temperature_at_height_level_2m' } },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    const [table] = await values(canvasElement);
    await expect(within(table!).getAllByRole('columnheader')).toHaveLength(7);
    scrollTo(table!.closest('section'));
  },
};

/** ICON-EU asked for Cape Town: warned before, refused after, and explained beside its area on the map. */
export const OutsideArea: Story = {
  parameters: { explorer: { lat: '-33.92', lon: '18.42', models: 'icon_eu,ept2', parameters: 'air_temperature_at_height_level_2m' } },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    await expect(await within(canvasElement).findByText(/icon_eu covers latitudes/)).toBeVisible();
    // The map, its area marked, and the refusal beside it.
    scrollTo(null);
  },
};

/** Aurora asked for cloud cover, which it does not serve: marked in the form, refused and explained after. */
export const UnknownParameter: Story = {
  parameters: { explorer: { ...BERLIN, models: 'aurora', parameters: 'total_cloud_cover' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('· Not offered by Aurora')).toBeVisible();
    await run(canvasElement);
    await expect(await within(canvasElement).findByText(/There is no parameter “total_cloud_cover”/)).toBeVisible();
  },
};

export const NoCredits: Story = {
  parameters: { ...scenarioParameters('forecastNoCredits'), explorer: { ...BERLIN, models: 'ept2' } },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    await expect(await within(canvasElement).findByText(/Your credit balance did not cover this request/)).toBeVisible();
  },
};

export const CappedKey: Story = {
  parameters: { ...scenarioParameters('forecastCapped'), explorer: { ...BERLIN, models: 'ept2' } },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    await expect(await within(canvasElement).findByText(/monthly spend cap/)).toBeVisible();
  },
};

export const Running: Story = {
  parameters: { ...scenarioParameters('forecastRunHeld'), explorer: { ...BERLIN, models: 'ept2' } },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Running...' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { ...scenarioParameters('forecastRunFailed'), explorer: { ...BERLIN, models: 'ept2' } },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    await expect(await within(canvasElement).findByText(/Something went wrong on our side/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('forecastModelsLoading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the explorer...' })).toBeVisible();
  },
};
