import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../tests/msw/server';
import { createDashboardQueryClient } from './query-client';
import { renderWithDashboard } from '../../../../tests/render';
import { ApiKeysPanel } from '../widgets/api-keys/ApiKeysPanel';
import { FileBrowser } from '../widgets/file-browser/FileBrowser';
import { earlyRequestUrl } from '../api/early-answers';
import { usePrefetchWidgetData, type WidgetDataRequest } from './prefetch';
import { widgetGets } from './first-gets';

/** Each API path the page asked for, in order. */
let asked: string[] = [];
const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname + new URL(request.url).search);
beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeAllListeners());

/** A host page: a spinner while it waits (the access check, its chunk), prefetching meanwhile; then the widget. */
function Page({ requests, widget }: { requests: WidgetDataRequest[]; widget: React.ReactNode }) {
  usePrefetchWidgetData(requests);
  const [ready, setReady] = useState(false);
  return ready ? widget : <button onClick={() => setReady(true)}>Show the page</button>;
}

describe('usePrefetchWidgetData', () => {
  it('asks for a widget’s data before it mounts; the widget then shows it without asking again', async () => {
    // The kit's own client: its data stays fresh for 30 s, so a mounting widget takes what is there.
    renderWithDashboard(<Page requests={[{ widget: 'ApiKeysPanel' }]} widget={<ApiKeysPanel />} />, { queryClient: createDashboardQueryClient() });
    await expect.poll(() => asked).toContain('/v1/api-keys');
    screen.getByRole('button', { name: 'Show the page' }).click();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(asked.filter((path) => path === '/v1/api-keys')).toHaveLength(1);
  });

  it('prefetches the folder the file browser will open, however the host spells its path', async () => {
    renderWithDashboard(<Page requests={[{ widget: 'FileBrowser', path: '/forecasts/ept2/' }]} widget={<FileBrowser path="forecasts/ept2" />} />, { queryClient: createDashboardQueryClient() });
    await expect.poll(() => asked.filter((path) => path.startsWith('/v1/files/browse'))).toHaveLength(1);
    screen.getByRole('button', { name: 'Show the page' }).click();
    await screen.findByRole('grid');
    expect(await screen.findByText('file10.grib2')).toBeTruthy();
    expect(asked.filter((path) => path.startsWith('/v1/files/browse'))).toEqual(['/v1/files/browse?path=forecasts%2Fept2']);
  });

  // The early-requests script starts what widgetGets names: it must be what the prefetch asks for.
  it.each<WidgetDataRequest>([{ widget: 'ApiKeysPanel' }, { widget: 'CreditsPanel' }, { widget: 'PricingCalculator' }, { widget: 'FileBrowser', path: '/a//b/' }])(
    'for %j asks for exactly the GETs widgetGets names',
    async (request) => {
      renderWithDashboard(<Page requests={[request]} widget={null} />, { queryClient: createDashboardQueryClient() });
      const named = widgetGets(request).map((get) => earlyRequestUrl('', get.path, get.query));
      await expect.poll(() => [...asked].sort()).toEqual(named.sort());
    },
  );

  it('asks for nothing signed out', async () => {
    renderWithDashboard(<Page requests={[{ widget: 'ApiKeysPanel' }, { widget: 'CreditsPanel' }]} widget={null} />, { session: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
