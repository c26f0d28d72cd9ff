import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { pathOf } from '../data/endpoint';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAuthClient, makeSession } from '../../../../tests/fakes/fake-auth-client';
import { apiKeys, developerAccess } from '../../../../tests/msw/fixtures';
import { server } from '../../../../tests/msw/server';
import { keepRoot } from '../../../../tests/react-roots';
import { testConfig } from '../../../../tests/render';
import { EARLY_REQUESTS_GLOBAL, earlyRequestUrl, type EarlyAnswer } from '../api/early-answers';
import { API_PATHS } from '../api/paths';
import { lazyAuthClient } from '../auth/lazy-auth-client';
import { SPEND_BY_KEY } from '../data/billing/endpoints';
import { REQUEST_LOG_OFFERED } from '../data/requests/offered-endpoint';
import { ApiKeysPanel } from '../widgets/api-keys/ApiKeysPanel';
import { DashboardProvider } from './DashboardProvider';
import { useSession } from '../context/context';

// What a signed-in page has before the kit's JavaScript runs: auth-js's stored session, and the
// early-requests script's answers (document-init), some of them already arrived.
const STORAGE_KEY = 'sb-first-render-auth-token';
const session = makeSession();
const urlOf = (path: string) => earlyRequestUrl(testConfig.apiBaseUrl, path);

let sent: string[] = [];
const record = ({ request }: { request: Request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}`);
beforeEach(() => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  sent = [];
  localStorage.clear();
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

/** Leaves the script's answers on the page: `arrived` ones also where they can be read at once. */
function leaveEarly(bodies: Record<string, unknown>, arrived: boolean) {
  const answers: Record<string, Promise<EarlyAnswer>> = {};
  const settled: Record<string, EarlyAnswer & { receivedAt: number }> = {};
  const leaveOne = (url: string, answer: EarlyAnswer & { receivedAt: number }) => {
    answers[url] = Promise.resolve(answer);
    if (arrived) settled[url] = answer;
  };
  for (const [path, body] of Object.entries(bodies)) leaveOne(urlOf(path), { status: 200, contentType: 'application/json', body: JSON.stringify(body), receivedAt: Date.now() });
  // The keys page also asks for each key's spend and whether there is a request log, which the spec's API does not offer.
  for (const endpoint of [SPEND_BY_KEY, REQUEST_LOG_OFFERED]) {
    leaveOne(earlyRequestUrl(testConfig.apiBaseUrl, pathOf(endpoint, undefined), endpoint.query!()), { status: 404, contentType: 'application/json', body: '{"message":"Not Found"}', receivedAt: Date.now() });
  }
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = { userId: session.user.id, startedAt: Date.now(), answers, settled };
}

function renderKeysPage() {
  // auth-js itself is not needed to render: the lazy client fetches it once the page is idle.
  const auth = lazyAuthClient(async () => new FakeAuthClient(session), { storageKey: STORAGE_KEY });
  return render(
    <DashboardProvider config={testConfig} auth={auth}>
      <ApiKeysPanel />
    </DashboardProvider>,
  );
}

describe('a signed-in page whose data arrived before the kit', () => {
  it('shows the data in its first render, without a spinner and without asking the API again', async () => {
    leaveEarly({ [API_PATHS.access]: developerAccess, [API_PATHS.apiKeys]: apiKeys }, true);
    renderKeysPage();
    // No await: this is what the first commit shows.
    expect(screen.getByRole('cell', { name: 'Production' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading API keys' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('cell', { name: 'Production' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('with answers still on their way, shows the spinner first, then waits for them instead of asking again', async () => {
    leaveEarly({ [API_PATHS.access]: developerAccess, [API_PATHS.apiKeys]: apiKeys }, false);
    renderKeysPage();
    expect(screen.getByRole('status', { name: 'Loading API keys' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Production' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('a stored session and a server-rendered page', () => {
  function SessionStatus() {
    return <p>{useSession().status}</p>;
  }
  const page = () => (
    <DashboardProvider config={testConfig} auth={lazyAuthClient(async () => new FakeAuthClient(session), { storageKey: STORAGE_KEY })}>
      <SessionStatus />
    </DashboardProvider>
  );

  it('hydrates from loading, as the server rendered it, then shows the stored session', async () => {
    localStorage.removeItem(STORAGE_KEY);
    const container = document.createElement('div');
    // eslint-disable-next-line no-restricted-syntax -- React's own server HTML, as a server would send it
    container.innerHTML = renderToString(page());
    expect(container.textContent).toBe('loading');
    document.body.append(container);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    const recoverable: unknown[] = [];
    await act(async () => {
      void keepRoot(hydrateRoot(container, page(), { onRecoverableError: (error) => void recoverable.push(error) }));
    });
    expect(recoverable).toEqual([]);
    // From a transition once the browser is idle after hydrating.
    await vi.waitFor(() => expect(container.textContent).toBe('signed-in'));
    container.remove();
  });

  it('a part React hydrates after the provider has moved on keeps its HTML, then follows in a transition, never showing its fallback', async () => {
    localStorage.removeItem(STORAGE_KEY);
    let hydrating = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Holds its boundary back, hydrating, until released: React hydrates it after the rest.
    function Late({ children }: { children: ReactNode }) {
      if (hydrating) use(gate);
      return children;
    }
    // Signed in, it needs what never comes (a chunk, say): a blocking re-render would put the
    // fallback in place of the HTML; a transition keeps what is on screen.
    const never = new Promise<never>(() => undefined);
    function LateStatus() {
      const { status } = useSession();
      if (hydrating && status === 'signed-in') use(never);
      return <p>late {status}</p>;
    }
    const latePage = () => (
      <DashboardProvider config={testConfig} auth={lazyAuthClient(async () => new FakeAuthClient(session), { storageKey: STORAGE_KEY })}>
        <SessionStatus />
        <Suspense fallback={<p>fallback</p>}>
          <Late>
            <LateStatus />
          </Late>
        </Suspense>
      </DashboardProvider>
    );
    const container = document.createElement('div');
    // eslint-disable-next-line no-restricted-syntax -- React's own server HTML, as a server would send it
    container.innerHTML = renderToString(latePage());
    document.body.append(container);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    hydrating = true;
    await act(async () => {
      void keepRoot(hydrateRoot(container, latePage()));
    });
    await vi.waitFor(() => expect(container.querySelector('p')?.textContent).toBe('signed-in'));
    await act(async () => release());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('signed-inlate loading');
    container.remove();
  });
});
