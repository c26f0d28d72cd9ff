import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newKey, runCurl, signIn, test } from './fixtures';
import { forecastRunCost } from './forecast-price';

/**
 * The forecast explorer as a developer reaches it: the sidebar's Models, a model's card, the
 * explorer; a point typed and clicked; a real run with a key of theirs, seen in the request log
 * with its cost; the curl it shows run from a shell with that key's secret, to the same numbers.
 * What a run costs follows the price table and the account's month so far (forecast-price.ts).
 */
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/api-keys');
  await signIn(page);
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
});

/** From the sidebar's Models, the card's way into the explorer. */
async function openFromModels(page: Page, model: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Models' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
  await expect(page.getByText('All 19 models')).toBeVisible();
  await expectNoAxeViolations(page, '/models');
  await page.getByRole('link', { name: `Open in explorer: ${model}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forecast explorer' })).toBeVisible();
}

test('a model opened from the catalogue, a point clicked then typed, run with a new key: the table holds what the chart reads, the log the request and its cost, and the curl gives the same numbers', async ({ page, context }) => {
  // A key, three pages, three accessibility checks, a run and the log: 27 s of the default 30 in a
  // fresh-clone CI, past it on a busier machine.
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = await newKey(page, 'Explorer bot');
  await openFromModels(page, 'EPT-2');
  await expect(page).toHaveURL(/\/map\?models=ept2$/);
  await expect(page.getByRole('button', { name: 'Run forecast' })).toHaveAccessibleDescription('Choose a point first.');

  // A click on the map chooses the point under it (somewhere in the Atlantic, west and north of the middle).
  const map = page.getByRole('application', { name: 'World map. Choose a point' });
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.4, y: box.height * 0.3 } });
  await expect(page.getByText(/^Point chosen: \d+(\.\d+)?, -\d+(\.\d+)?$/)).toBeVisible();
  // Then the exact place, typed.
  await page.getByLabel('Latitude').fill('52.52');
  await page.getByLabel('Longitude').fill('13.405');
  await expect(page.getByText('Point chosen: 52.52, 13.405')).toBeVisible();
  await page.getByLabel('Hours ahead').selectOption('24');
  await page.getByLabel('Key').selectOption(key.id);
  await page.getByRole('radio', { name: 'Metric' }).check();
  await expect(page.getByText(`This run makes 1 request of 720 tokens: ${await forecastRunCost(page, ['ept2'], 720)}.`)).toBeVisible();
  await expectNoAxeViolations(page, '/map before a run');

  // The run is charged what was said: the month's volume has not moved since.
  const charged = await forecastRunCost(page, ['ept2'], 720);
  await page.getByRole('button', { name: 'Run forecast' }).click();
  await expect(page.getByRole('heading', { name: 'Forecast for 52.52, 13.405' })).toBeVisible();
  await expect(page.getByText(`EPT-2: 720 tokens, ${charged}`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Temperature (2 m) (°C): values' });
  await expect(table.getByRole('row')).toHaveCount(25);
  const firstValue = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent())!.trim();

  // The chart's crosshair reads the same number: the arrow keys move it to the first hour.
  const chart = page.getByRole('application', { name: 'Temperature (2 m) in °C' });
  await chart.focus();
  await page.keyboard.press('Home');
  await expect(page.getByText(new RegExp(`: EPT-2 ${firstValue.replace('.', '\\.')} °C$`))).toBeVisible();
  await expectNoAxeViolations(page, '/map with a forecast');

  // The code: the same request with the key's id; a shell with the secret gets the same numbers.
  await page.getByRole('button', { name: 'Copy (curl)' }).click();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).toContain(`curl -u "${key.id}:$JUA_API_SECRET"`);
  expect(command).not.toContain(key.secret);
  const answer = await runCurl(page, command, key.secret);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { steps: { values: Record<string, number> }[] };
  expect(body.steps).toHaveLength(24);
  expect(body.steps[0]!.values.air_temperature_at_height_level_2m!.toFixed(1)).toBe(firstValue);

  // The log lists both: the explorer's, with its cost, and the shell's.
  await page.getByRole('link', { name: 'Open the request log' }).click();
  await expect(page).toHaveURL(new RegExp(`/logs\\?key=${key.id}$`));
  const rows = page.getByRole('table', { name: 'Requests, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  for (const row of [rows.nth(1), rows.nth(2)]) {
    await expect(row).toContainText('Explorer bot');
    await expect(row).toContainText(charged);
  }
});

test('a regional model asked outside its area: warned on the map before the run, refused and explained there after, the others answered', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explorer' }).click();
  await expect(page).toHaveURL(/\/map$/);
  await page.getByLabel('Add model').selectOption({ label: 'ICON-EU' });
  await page.getByLabel('Latitude').fill('-33.92');
  await page.getByLabel('Longitude').fill('18.42');
  await expect(page.getByText('ICON-EU forecasts only inside its area, drawn on the map: this point is outside it.')).toBeVisible();
  await expect(page.locator('[data-area="icon_eu"] rect')).toHaveClass(/refused/);
  await page.getByRole('button', { name: 'Run forecast' }).click();
  await expect(page.getByText('ICON-EU was refused')).toBeVisible();
  await expect(page.getByText(/icon_eu covers latitudes 29\.5 to 70\.5 and longitudes -23\.5 to 62\.5; the point -33\.92, 18\.42 lies outside/)).toBeVisible();
  await expect(page.getByText(/EPT-2: 720 tokens/)).toBeVisible();
  await expectNoAxeViolations(page, '/map with a refusal');
});

test('the view lives in the address: a reload keeps the point, the models, the parameters, the hours and the units', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explorer' }).click();
  await page.getByLabel('Latitude').fill('48.857');
  await page.getByLabel('Longitude').fill('2.352');
  await page.getByLabel('Add model').selectOption({ label: 'Météo-France AROME France HD' });
  await page.getByRole('checkbox', { name: 'Wind speed (10 m)' }).check();
  await page.getByLabel('Hours ahead').selectOption('72');
  // Whichever the language started with, the choice goes into the address.
  await page.getByRole('radio', { name: 'Metric' }).check();
  await page.getByRole('radio', { name: 'US customary' }).check();
  await expect(page).toHaveURL(/lat=48\.857&lon=2\.352&models=ept2,meteofrance_arome_france_hd&parameters=air_temperature_at_height_level_2m,wind_speed_at_height_level_10m&steps=72&units=imperial/);
  await page.reload();
  await expect(page.getByLabel('Latitude')).toHaveValue('48.857');
  await expect(page.getByLabel('Longitude')).toHaveValue('2.352');
  await expect(page.getByRole('button', { name: 'Remove Météo-France AROME France HD' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Wind speed (10 m)' })).toBeChecked();
  await expect(page.getByLabel('Hours ahead')).toHaveValue('72');
  await expect(page.getByRole('radio', { name: 'US customary' })).toBeChecked();
  await expect(page.getByText(`This run makes 2 requests of 720 tokens each: ${await forecastRunCost(page, ['ept2', 'meteofrance_arome_france_hd'], 720)} in all.`)).toBeVisible();
});
