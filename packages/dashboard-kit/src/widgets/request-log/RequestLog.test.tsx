import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { liveTail, loggedRequest } from '../../../../../tests/msw/request-log-scenarios';
import { renderWithDashboard } from '../../../../../tests/render';
import { RequestLog } from './RequestLog';

/** The table's row whose model cell says `model` (live arrivals below get models of their own). */
const rowWith = (model: string) => screen.queryAllByRole('row').find((row) => within(row).queryByText(model, { exact: true })) ?? null;

describe('RequestLog', () => {
  it('draws the histogram with its totals and lists requests newest first, each with status and outcome, key, model, place and cost', async () => {
    renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogRows',
      url: '/logs',
    });
    const table = await screen.findByRole('table', {
      name: 'Requests, newest first',
    });
    expect(
      await screen.findByRole('img', {
        name: /^Requests over time, Last 24 hours: [\d,]+ succeeded, [\d,]+ client errors, [\d,]+ server errors$/,
      })
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(5);
    expect(within(rows[0]!).getByText('200 OK')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Production')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('400 Unknown model')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ept3')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('400 Out of range')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('€0.00288')).toBeInTheDocument();
  });

  it('explains a failure in words from the catalogue and copies the request id and its curl without the secret', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogRows',
      url: '/logs',
    });
    const table = await screen.findByRole('table', {
      name: 'Requests, newest first',
    });
    const outOfRange = within(table).getAllByRole('row')[4]!;
    await user.click(within(outOfRange).getByRole('button'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Request req_000997',
    });
    expect(
      within(dialog).getByText('The point 152.52, 13.405 is not on the globe: latitude runs from −90 to 90 and longitude from −180 to 180.')
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy as curl' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('curl -u "key_01HZX3Q8PRODUCTION:$JUA_API_SECRET"');
    expect(copied).toContain('lat=152.52');
    await user.click(within(dialog).getByRole('button', { name: 'Copy request ID' }));
    expect(await navigator.clipboard.readText()).toBe('req_000997');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the member who ran a request from the explorer', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<RequestLog />, { scenario: 'requestLogRows', url: '/logs' });
    const table = await screen.findByRole('table', { name: 'Requests, newest first' });
    await user.click(within(within(table).getAllByRole('row')[1]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: /^Request req_/ });
    expect(within(dialog).getByText('ada@example.com, in the explorer')).toBeInTheDocument();
    expect(within(dialog).getByText('POST /v1/explorer/forecast')).toBeInTheDocument();
  });

  it('says when a capped key works again, and names a rolled key’s replacement', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogRows',
      url: '/logs',
    });
    const table = await screen.findByRole('table', {
      name: 'Requests, newest first',
    });
    await user.click(within(within(table).getAllByRole('row')[8]!).getByRole('button'));
    expect(
      await screen.findByText(/^This key reached its monthly spend cap of €50\.00 \(€50\.12 spent this month\)\. It works again on December 1, 2026/)
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(within(table).getAllByRole('row')[16]!).getByRole('button'));
    expect(await screen.findByText(/Use the key that replaced it, key_01HZX3Q8REPLACEMENT\.$/)).toBeInTheDocument();
  });

  it('keeps its filters in the URL: a shared link shows the same view, and a change writes it back', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogRows',
      url: '/logs?status=4xx&key=key_01HZX3Q8PRODUCTION',
    });
    // The host's router, replacing the address as asked.
    navigate.mockImplementation((to) => window.history.replaceState(window.history.state, '', to));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('4xx');
    expect(screen.getByRole('combobox', { name: 'Key' })).toHaveValue('key_01HZX3Q8PRODUCTION');
    const table = await screen.findByRole('table', {
      name: 'Requests, newest first',
    });
    for (const row of within(table).getAllByRole('row').slice(1)) expect(within(row).getByText(/^4\d\d /)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'Last 7 days');
    expect(navigate).toHaveBeenLastCalledWith(expect.stringMatching(/^\/logs\?/), { replace: true });
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ range: '7d', status: '4xx', key: 'key_01HZX3Q8PRODUCTION' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('?range=7d');
  });

  it('adds live arrivals at the top, holds them while paused with a count, and shows them on resume', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogRows',
      url: '/logs',
    });
    await screen.findByRole('table', { name: 'Requests, newest first' });
    await user.click(screen.getByRole('button', { name: 'Live' }));
    expect(screen.getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('Following new requests');
    liveTail.push({
      ...loggedRequest(0),
      id: 'req_live_1',
      cursor: '1001',
      model: 'ept2_rr',
    });
    await waitFor(() => expect(rowWith('ept2_rr')).toBeInTheDocument());
    // At the top, above what the page had.
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toBe(rowWith('ept2_rr'));
    expect(screen.getByText('Following new requests · 1 new request')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    liveTail.push({
      ...loggedRequest(0),
      id: 'req_live_2',
      cursor: '1002',
      model: 'ept2_e',
    });
    liveTail.push({
      ...loggedRequest(0),
      id: 'req_live_3',
      cursor: '1003',
      model: 'ept1_5',
    });
    expect(await screen.findByText('2 new requests while paused')).toBeInTheDocument();
    expect(rowWith('ept2_e')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show 2 new requests' }));
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1, 4)).toEqual([rowWith('ept1_5'), rowWith('ept2_e'), rowWith('ept2_rr')]);
  });

  it('greets an empty log with the curl of a first request with the user’s own key', async () => {
    renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogEmpty',
      url: '/logs',
    });
    expect(await screen.findByRole('heading', { name: 'No requests in this range' })).toBeInTheDocument();
    expect(screen.getByText(/^curl -u "key_01HZX3Q8PRODUCTION:\$JUA_API_SECRET"/)).toBeInTheDocument();
    expect(screen.getByText('Make your first forecast request with your key Production: it shows up here as soon as the API answers it.')).toBeInTheDocument();
  });

  it('greets a key’s empty log (its View requests) with that key’s first request', async () => {
    renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogEmpty',
      url: '/logs?key=key_01HZX3Q8NIGHTLYJOB',
    });
    expect(await screen.findByText(/^curl -u "key_01HZX3Q8NIGHTLYJOB:\$JUA_API_SECRET"/)).toBeInTheDocument();
    expect(screen.getByText(/^Make your first forecast request with your key Nightly job:/)).toBeInTheDocument();
  });

  it('says the log could not be loaded, with a way to try again', async () => {
    renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogFails',
      url: '/logs',
    });
    expect(await screen.findByText('Requests could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // What failed: the API's 500, in the catalogue's words.
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected server error occurred.');
  });

  it('shows nothing where the API keeps no log', async () => {
    const { container } = renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogNotOffered',
      url: '/logs',
    });
    await waitFor(() => expect(container.querySelector('.dk-request-log')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a spinner while the log loads', async () => {
    renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogLoading',
      url: '/logs',
    });
    expect(await screen.findByRole('status', { name: 'Loading requests' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    renderWithDashboard(<RequestLog />, {
      scenario: 'requestLogRows',
      url: '/logs',
      locale: 'de',
    });
    expect(await screen.findByRole('table', { name: 'Anfragen, neueste zuerst' })).toBeInTheDocument();
    expect(screen.getAllByText('400 Unbekanntes Modell').length).toBeGreaterThan(0);
  });
});
