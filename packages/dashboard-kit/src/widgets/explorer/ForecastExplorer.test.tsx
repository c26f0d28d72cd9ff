import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { ORG_ID } from '../../../../../tests/msw/organization-scenarios';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../tests/render';
import { ForecastExplorer } from './ForecastExplorer';

const BERLIN = '/map?lat=52.52&lon=13.405&models=ept2&parameters=air_temperature_at_height_level_2m&steps=24';

/** The explorer's requests, as the API received them. */
function recordRuns() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/v1/explorer/forecast')) bodies.push((await request.clone().json()) as Record<string, unknown>);
  });
  return bodies;
}

describe('ForecastExplorer', () => {
  it('starts empty: asks for a point, and Run says why it cannot go yet', async () => {
    renderWithDashboard(<ForecastExplorer />, { scenario: 'forecast', url: '/map' });
    expect(await screen.findByText('Choose a point on the map or type its coordinates, then run the forecast.')).toBeInTheDocument();
    const run = screen.getByRole('button', { name: 'Run forecast' });
    expect(run).toHaveAttribute('aria-disabled', 'true');
    expect(run).toHaveAccessibleDescription('Choose a point first.');
  });

  it('takes a typed point, says what the run will cost, runs it with the key and shows the values it charts', async () => {
    const bodies = recordRuns();
    const { navigate } = renderWithDashboard(<ForecastExplorer />, { scenario: 'forecast', url: '/map?models=ept2&parameters=air_temperature_at_height_level_2m&steps=24' });
    await userEvent.type(await screen.findByLabelText('Latitude'), '52.52');
    await userEvent.type(screen.getByLabelText('Longitude'), '13.405');
    expect(await screen.findByText('Point chosen: 52.52, 13.405')).toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith(expect.stringContaining('lat=52.52&lon=13.405'), { replace: true });
    // 24 steps x 1 parameter is below the minimum: 720 tokens at EPT-2's €4.00 a million.
    expect(await screen.findByText('This run makes 1 request of 720 tokens: €0.00288.')).toBeInTheDocument();
    expect(screen.getByText('Every request is charged at least 720 tokens.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run forecast' }));
    expect(await screen.findByText(/EPT-2: 720 tokens, €0\.00288/)).toBeInTheDocument();
    expect(bodies).toEqual([{ key_id: 'key_01HZX3Q8PRODUCTION', model: 'ept2', lat: 52.52, lon: 13.405, steps: 24, parameters: ['air_temperature_at_height_level_2m'] }]);
    const table = screen.getByRole('table', { name: 'Temperature (2 m) (°C): values' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(within(table).getByRole('columnheader', { name: 'EPT-2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the request log' })).toHaveAttribute('href', '/logs?key=key_01HZX3Q8PRODUCTION');
  });

  it('overlays several models and gives an ensemble’s quantiles as columns', async () => {
    renderWithDashboard(<ForecastExplorer />, { scenario: 'forecast', url: BERLIN.replace('models=ept2', 'models=ept2,ept2_e') });
    await userEvent.click(await screen.findByRole('button', { name: 'Run forecast' }));
    const table = await screen.findByRole('table', { name: 'Temperature (2 m) (°C): values' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Time',
      'EPT-2',
      'EPT-2 Ensemble',
      'EPT-2 Ensemble q5',
      'EPT-2 Ensemble q25',
      'EPT-2 Ensemble q75',
      'EPT-2 Ensemble q95',
    ]);
    expect(screen.getByText(/Shaded: the ensemble’s middle half/)).toBeInTheDocument();
  });

  it('warns before a run that a regional model’s area does not hold the point, and explains the API’s refusal as the request log does', async () => {
    renderWithDashboard(<ForecastExplorer />, { scenario: 'forecast', url: '/map?lat=-33.9&lon=18.4&models=icon_eu&parameters=air_temperature_at_height_level_2m' });
    expect(await screen.findByText('ICON-EU forecasts only inside its area, drawn on the map: this point is outside it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run forecast' }));
    expect(await screen.findByText('ICON-EU was refused')).toBeInTheDocument();
    expect(screen.getByText(/icon_eu covers latitudes 29\.5 to 70\.5 and longitudes -23\.5 to 62\.5; the point -33\.9, 18\.4 lies outside/)).toBeInTheDocument();
  });

  it('marks a parameter a chosen model does not serve, and explains the API’s refusal of it', async () => {
    renderWithDashboard(<ForecastExplorer />, { scenario: 'forecast', url: '/map?lat=52.52&lon=13.405&models=aurora&parameters=total_cloud_cover' });
    expect(await screen.findByText('· Not offered by Aurora')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run forecast' }));
    expect(await screen.findByText('Aurora was refused')).toBeInTheDocument();
    expect(screen.getByText(/^There is no parameter “total_cloud_cover”\. Parameters you can ask for: air_temperature_at_height_level_2m, /)).toBeInTheDocument();
  });

  it('explains a run the balance does not cover, with a way to add credits', async () => {
    renderWithDashboard(<ForecastExplorer />, { scenario: 'forecastNoCredits', url: BERLIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Run forecast' }));
    expect(await screen.findByText(/Your credit balance did not cover this request/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add credits' })).toHaveAttribute('href', '/account?tab=credits&add=credits');
  });

  it('explains a capped key', async () => {
    renderWithDashboard(<ForecastExplorer />, { scenario: 'forecastCapped', url: BERLIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Run forecast' }));
    expect(await screen.findByText(/monthly spend cap/)).toBeInTheDocument();
  });

  it('says it is running while the answers are on their way, and when they fail', async () => {
    renderWithDashboard(<ForecastExplorer />, { scenario: 'forecastRunHeld', url: BERLIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Run forecast' }));
    expect(await screen.findByRole('button', { name: 'Running...' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says when the forecast failed on the server', async () => {
    renderWithDashboard(<ForecastExplorer />, { scenario: 'forecastRunFailed', url: BERLIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Run forecast' }));
    expect(await screen.findByText('EPT-2 was refused')).toBeInTheDocument();
    expect(screen.getByText(/Something went wrong on our side/)).toBeInTheDocument();
  });

  it('moves the point with the arrow keys on the focused map', async () => {
    const { navigate } = renderWithDashboard(<ForecastExplorer />, { scenario: 'forecast', url: BERLIN });
    const map = await screen.findByRole('application', { name: 'World map. Choose a point' });
    map.focus();
    await userEvent.keyboard('{ArrowUp}{Shift>}{ArrowRight}{/Shift}');
    expect(await screen.findByText('Point chosen: 53.52, 23.405')).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveValue('53.52');
    expect(navigate).toHaveBeenLastCalledWith(expect.stringContaining('lat=53.52&lon=23.405'), { replace: true });
  });

  it('reads the chart by keyboard from its first paint, before (or without) its drawing', async () => {
    // jsdom has no canvas, as a browser still loading the chart's drawing has none drawn: the keys read the times all the same.
    renderWithDashboard(<ForecastExplorer />, { scenario: 'forecast', url: BERLIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Run forecast' }));
    const chart = await screen.findByRole('application', { name: 'Temperature (2 m) in °C' });
    const rows = within(screen.getByRole('table', { name: 'Temperature (2 m) (°C): values' })).getAllByRole('row');
    const valueAt = (row: number) => within(rows[row]!).getAllByRole('cell')[0]!.textContent;
    chart.focus();
    await userEvent.keyboard('{Home}');
    expect(await screen.findByText(new RegExp(`: EPT-2 ${valueAt(1)} °C$`))).toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText(new RegExp(`: EPT-2 ${valueAt(2)} °C$`))).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(rows[24]).toHaveAttribute('aria-current', 'true');
    await userEvent.tab();
    await waitFor(() => expect(rows[24]).not.toHaveAttribute('aria-current'));
  });

  it('gives the request as curl, Python and JavaScript with the key’s id and never a secret', async () => {
    renderWithDashboard(<ForecastExplorer />, { scenario: 'forecast', url: BERLIN });
    const code = await screen.findByText(/curl -u/);
    expect(code.textContent).toContain('"key_01HZX3Q8PRODUCTION:$JUA_API_SECRET"');
    expect(code.textContent).toContain('/v1/forecast/point?model=ept2&lat=52.52&lon=13.405&steps=24&parameters=air_temperature_at_height_level_2m');
    await userEvent.click(screen.getByRole('tab', { name: 'Python' }));
    expect(screen.getByText(/import requests/).textContent).toContain('os.environ["JUA_API_SECRET"]');
    await userEvent.click(screen.getByRole('tab', { name: 'JavaScript' }));
    expect(screen.getByText(/URLSearchParams/).textContent).toContain('process.env.JUA_API_SECRET');
  });

  it('disables Run for a role that may not use the organisation’s keys, saying why', async () => {
    server.use(http.get(`${TEST_API_URL}/v1/models`, () => HttpResponse.json({ models: [] })));
    renderWithDashboard(<ForecastExplorer />, { scenario: 'organizationViewer', url: BERLIN, organization: ORG_ID });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run forecast' })).toHaveAccessibleDescription(/cannot create, roll, cap or delete keys, or run forecasts with them/));
  });
});
