import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeAuthClient, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { folderRequests } from '../../../../../tests/msw/file-tree';
import { renderWithDashboard, testConfig } from '../../../../../tests/render';
import { DashboardProvider } from '../../provider/DashboardProvider';
import { FileBrowser } from './FileBrowser';

const list = () => screen.getByRole('grid', { name: 'Folder contents' });
const names = () => within(list()).getAllByRole('row').map((option) => option.getAttribute('data-path'));

describe('FileBrowser', () => {
  it('renders embedded with nothing but DashboardProvider around it', async () => {
    render(
      <DashboardProvider config={testConfig} auth={new FakeAuthClient(makeSession())} queryClient={new QueryClient()}>
        <FileBrowser />
      </DashboardProvider>,
    );
    expect(await screen.findByRole('button', { name: 'forecasts' })).toBeInTheDocument();
  });

  it('lists the folder name-sorted, toggles the order, and shows sizes', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<FileBrowser defaultPath="forecasts/ept2" />);
    await screen.findByText('file2.grib2');
    expect(names()).toEqual(['forecasts', 'forecasts/ept2/file2.grib2', 'forecasts/ept2/file10.grib2']);
    expect(screen.getByText('1 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Name, sorted A to Z; activate to sort Z to A' }));
    expect(names()).toEqual(['forecasts', 'forecasts/ept2/file10.grib2', 'forecasts/ept2/file2.grib2']);
  });

  it("shows '..' below the top folder, and 'This directory is empty'", async () => {
    const user = userEvent.setup();
    renderWithDashboard(<FileBrowser defaultPath="empty-folder" />);
    expect(await screen.findByText('This directory is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '..' }));
    expect(await screen.findByRole('button', { name: 'forecasts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '..' })).not.toBeInTheDocument();
  });

  it('opens x.zarr but not the folders inside it', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<FileBrowser defaultPath="forecasts" />);
    await user.click(await screen.findByRole('button', { name: 'run.zarr' }));
    const inner = await screen.findByText('temperature');
    expect(screen.queryByRole('button', { name: 'temperature' })).not.toBeInTheDocument();
    expect(inner.closest('[title]')).toHaveAttribute('title', expect.stringContaining('Zarr store'));
  });

  it('goes back and forward after three moves, with breadcrumbs', async () => {
    const user = userEvent.setup();
    const onPathChange = vi.fn();
    renderWithDashboard(<FileBrowser onPathChange={onPathChange} />);
    await user.click(await screen.findByRole('button', { name: 'forecasts' }));
    await user.click(await screen.findByRole('button', { name: 'ept2' }));
    await screen.findByText('file2.grib2');
    await user.click(screen.getByRole('button', { name: 'Files' }));
    await screen.findByRole('button', { name: 'forecasts' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('file2.grib2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'ept2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(await screen.findByText('file2.grib2')).toBeInTheDocument();
    expect(onPathChange).toHaveBeenLastCalledWith('forecasts/ept2');
    expect(screen.getByRole('button', { name: 'ept2' })).toHaveAttribute('aria-current', 'page');
  });

  it('caches each folder: no second request until Refresh', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<FileBrowser />);
    await user.click(await screen.findByRole('button', { name: 'forecasts' }));
    await user.click(await screen.findByRole('button', { name: '..' }));
    await screen.findByRole('button', { name: 'forecasts' });
    expect(folderRequests).toEqual(['', 'forecasts']);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(folderRequests).toEqual(['', 'forecasts', '']));
  });

  it('copies absolute URLs built from the files base URL, with Copied!', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<FileBrowser defaultPath="forecasts/ept2" />, { config: { filesBaseUrl: 'https://files.dashboard.test' } });
    await screen.findByText('file2.grib2');
    const row = screen.getByText('file2.grib2').closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Copy URL' }));
    expect(await navigator.clipboard.readText()).toBe('https://files.dashboard.test/forecasts/ept2/file2.grib2');
    expect(within(row).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy URL of this folder' }));
    expect(await navigator.clipboard.readText()).toBe('https://files.dashboard.test/forecasts/ept2');
  });

  it('is usable by keyboard: arrows move, Enter opens, Backspace goes up, Alt+Left goes back', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<FileBrowser />);
    await screen.findByRole('button', { name: 'forecasts' });
    list().focus();
    expect(list()).toHaveAttribute('aria-activedescendant', expect.stringContaining('row-0-name'));
    // empty-folder, forecasts, README.txt: down twice, up once lands on forecasts.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(await screen.findByRole('button', { name: 'ept2' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('file2.grib2')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(await screen.findByRole('button', { name: 'run.zarr' })).toBeInTheDocument();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(await screen.findByText('file2.grib2')).toBeInTheDocument();
  });

  it('filters the folder by name', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<FileBrowser defaultPath="forecasts/ept2" />);
    await screen.findByText('file2.grib2');
    await user.type(screen.getByLabelText('Filter this folder'), 'file10');
    expect(names()).toEqual(['forecasts', 'forecasts/ept2/file10.grib2']);
    expect(screen.getByText('1 of 2 items')).toBeInTheDocument();
  });

  it("shows 'Error loading content' with the message and an empty list", async () => {
    renderWithDashboard(<FileBrowser />, { scenario: 'filesDown' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading content');
    expect(alert).toHaveTextContent('Failed to fetch directory contents');
    expect(within(list()).queryAllByRole('row')).toHaveLength(0);
  });

  it('without read:files shows the FORBIDDEN message with a link to the subscription tab', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<FileBrowser />, { scenario: 'filesForbidden' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("You don't have permission to access this resource.");
    await user.click(within(alert).getByRole('link'));
    expect(navigate).toHaveBeenCalledWith('/account?tab=subscription');
  });
});

describe('FileBrowser with a host-controlled path', () => {
  it('follows the host’s path, and opening a folder does not bounce back before the host echoes it', async () => {
    const { useState } = await import('react');
    function Host() {
      const [path, setPath] = useState('');
      return (
        <>
          <button type="button" onClick={() => setPath('forecasts/ept2')}>jump</button>
          <FileBrowser path={path} onPathChange={setPath} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithDashboard(<Host />);
    await user.click(await screen.findByRole('button', { name: 'forecasts' }));
    expect(await screen.findByRole('button', { name: 'ept2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '..' }));
    await user.click(await screen.findByRole('button', { name: 'jump' }));
    expect(await screen.findByText('file2.grib2')).toBeInTheDocument();
  });
});
