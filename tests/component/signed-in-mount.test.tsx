import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_REQUESTS_GLOBAL, earlyRequestUrl, type EarlyAnswer } from '../../packages/dashboard-kit/src/api/early-answers';
import { API_PATHS } from '../../packages/dashboard-kit/src/api/paths';
import { hostEnv } from '../../packages/host-app/src/env';
import { authStorageKey } from '../../packages/host-app/src/env.logic';
import { mountApp } from '../../packages/host-app/src/mount';
import { makeSession } from '../fakes/fake-auth-client';
import { apiKeys, developerAccess } from '../msw/fixtures';
import { server } from '../msw/server';

/**
 * Issue 14: a signed-in page's start-up (src/mount.tsx) with a stored session and the
 * early-requests script's answers, as /dashboard-init.js leaves them, still on their way.
 */
const session = makeSession({
  metadata: { full_name: 'Dev Sandbox', country: 'Germany', how_found_us: 'Google Search', user_type: 'private', role_description: 'Developer' },
});

let container: HTMLElement;
let sent: string[];
const record = ({ request }: { request: Request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}`);

beforeEach(() => {
  sent = [];
  server.events.on('request:start', record);
  localStorage.setItem('cookie-consent', 'true');
  localStorage.setItem(authStorageKey(hostEnv.supabaseUrl), JSON.stringify(session));
  window.history.replaceState(null, '', '/api-keys');
  container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
  container.remove();
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

/** The script's requests for /api-keys; each answers when its `arrive` is called, as the script records them. */
function leaveEarlyRequests() {
  const answers: Record<string, Promise<EarlyAnswer>> = {};
  const settled: Record<string, EarlyAnswer & { receivedAt: number }> = {};
  const arrive = (url: string, body: unknown) => () => {
    settled[url] = { status: 200, body: JSON.stringify(body), receivedAt: Date.now() };
    return settled[url];
  };
  const accessUrl = earlyRequestUrl(hostEnv.apiUrl, API_PATHS.access);
  const keysUrl = earlyRequestUrl(hostEnv.apiUrl, API_PATHS.apiKeys);
  let access!: () => void;
  let keys!: () => void;
  answers[accessUrl] = new Promise((resolve) => (access = () => resolve(arrive(accessUrl, developerAccess)())));
  answers[keysUrl] = new Promise((resolve) => (keys = () => resolve(arrive(keysUrl, apiKeys)())));
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = { token: session.access_token, startedAt: Date.now(), answers, settled };
  return { access, keys };
}

/** The labels of every spinner that has shown in the container so far. */
function watchSpinners(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    for (const status of container.querySelectorAll('[role="status"][aria-label]')) seen.push(status.getAttribute('aria-label')!);
  });
  observer.observe(container, { childList: true, subtree: true });
  return seen;
}

describe('a signed-in page starting up', () => {
  it('waits for its access check, then renders the page once, with its data when that is here too: no spinner', async () => {
    const early = leaveEarlyRequests();
    const spinners = watchSpinners();
    const mounting = mountApp(container);
    // The page's chunks are here long before: it still waits for its access check.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container).toBeEmptyDOMElement();

    early.keys();
    early.access();
    await act(() => mounting);
    expect(await screen.findByRole('cell', { name: 'Production' })).toBeInTheDocument();
    expect(spinners).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('does not wait for the page’s own data: the page shows, and its table’s spinner until the keys land', async () => {
    const early = leaveEarlyRequests();
    const spinners = watchSpinners();
    const mounting = mountApp(container);
    early.access();
    await act(() => mounting);
    expect(await screen.findByRole('status', { name: 'Loading API keys' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

    await act(async () => early.keys());
    expect(await screen.findByRole('cell', { name: 'Production' })).toBeInTheDocument();
    expect(new Set(spinners)).toEqual(new Set(['Loading API keys']));
    expect(sent).toEqual([]);
  });

  it('renders anyway, with its spinner, when the access check takes longer than a second', async () => {
    leaveEarlyRequests();
    await act(() => mountApp(container));
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });
});
