import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDashboard } from '../../../../../tests/render';
import { DashboardErrorBoundary } from './DashboardErrorBoundary';
import { ErrorScreen } from './ErrorScreen';

function Boom(): never {
  throw new Error('render failed');
}

describe('error screens', () => {
  it('Page Error offers Try Again, Go Back and Dashboard', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<ErrorScreen variant="page" />);
    expect(screen.getByRole('heading', { name: 'Page Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(navigate).toHaveBeenCalledWith('/overview');
  });

  it('Authentication Error offers Try Again and Go to Login', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(<ErrorScreen variant="auth" />);
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('Dashboard Error offers Try Again and Go to Overview', () => {
    renderWithDashboard(<ErrorScreen variant="dashboard" />);
    expect(screen.getByRole('heading', { name: 'Dashboard Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Overview' })).toBeInTheDocument();
  });

  it('after 3 retries offers only a refresh, with the support sentence', () => {
    renderWithDashboard(<ErrorScreen variant="page" retries={3} />);
    expect(screen.getByText('If this problem persists, please contact support.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Refresh page']);
  });
});

describe('DashboardErrorBoundary', () => {
  it("logs 'Uncaught error' with the component stack, reports it, and counts retries up to 3", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reportError = vi.fn();
    const user = userEvent.setup();
    renderWithDashboard(
      <DashboardErrorBoundary variant="dashboard">
        <Boom />
      </DashboardErrorBoundary>,
      { telemetry: { reportError } },
    );
    expect(screen.getByRole('heading', { name: 'Dashboard Error' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Uncaught error', expect.objectContaining({ message: 'render failed' }), expect.stringContaining('Boom'));
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), expect.objectContaining({ boundary: 'dashboard' }));

    for (let attempt = 0; attempt < 3; attempt += 1) await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByText('If this problem persists, please contact support.')).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledTimes(4);
  });

  it('renders the children again after a successful retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      const [label] = useState('recovered');
      if (fail) throw new Error('once');
      return <p>{label}</p>;
    }
    const user = userEvent.setup();
    renderWithDashboard(
      <DashboardErrorBoundary>
        <Flaky />
      </DashboardErrorBoundary>,
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });
});
