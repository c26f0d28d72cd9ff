import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
import { server } from '../../../../tests/msw/server';
import { TEST_API_URL } from '../../../../tests/msw/fixtures';
import { KEPT_ANSWERS_STORAGE_KEY } from '../data/kept-answers';
import { ApiKeysPanel } from '../widgets/api-keys/ApiKeysPanel';

/** What the kit keeps for a returning user: per build, never past a refused session or for a partner that keeps nothing. */
const kept = () => localStorage.getItem(KEPT_ANSWERS_STORAGE_KEY);

describe('answers kept for the next visit', () => {
  afterEach(() => localStorage.clear());

  it('paints the last visit’s keys at once, marked as being updated, and a new build reads none of them', async () => {
    const first = renderWithDashboard(<ApiKeysPanel />, { keepAnswers: { build: 'build-1' } });
    await screen.findByRole('cell', { name: 'Production' });
    await waitFor(() => expect(kept()).toContain('Production'));
    first.unmount();

    // The next visit, while the list is slow to come.
    let answer!: () => void;
    server.use(http.get(`${TEST_API_URL}/v1/api-keys`, async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json([]);
    }));
    const second = renderWithDashboard(<ApiKeysPanel />, { keepAnswers: { build: 'build-1' } });
    // Shown as soon as the session is known, before any answer.
    expect(await screen.findByRole('cell', { name: 'Production' })).toBeInTheDocument();
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer();
    expect(await screen.findByText('No API keys to display')).toBeInTheDocument();
    expect(screen.queryByText('Updating…')).toBeNull();
    second.unmount();

    // Another build: nothing of the older one is read, and it is gone.
    renderWithDashboard(<ApiKeysPanel />, { keepAnswers: { build: 'build-2' } });
    expect(screen.queryByRole('cell', { name: 'Production' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading API keys' })).toBeInTheDocument();
  });

  it('forgets everything kept when the API refuses the session', async () => {
    localStorage.setItem(KEPT_ANSWERS_STORAGE_KEY, JSON.stringify({ build: 'b', api: TEST_API_URL, user: 'user-dev', answers: [] }));
    server.use(http.get(`${TEST_API_URL}/v1/api-keys`, () => HttpResponse.json({ message: 'JWT expired' }, { status: 401 })));
    renderWithDashboard(<ApiKeysPanel />, { keepAnswers: { build: 'b' } });
    await waitFor(() => expect(kept()).toBeNull());
  });

  it('keeps nothing in storage for a host that says so, and clears what an earlier version kept', async () => {
    localStorage.setItem(KEPT_ANSWERS_STORAGE_KEY, '{"build":"old"}');
    renderWithDashboard(<ApiKeysPanel />, { keepAnswers: false });
    await screen.findByRole('cell', { name: 'Production' });
    await waitFor(() => expect(kept()).toBeNull());
  });
});
