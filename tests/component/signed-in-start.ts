import { afterEach, beforeEach } from 'vitest';
import { pathOf } from '../../packages/dashboard-kit/src/data/endpoint';
import { EARLY_REQUESTS_GLOBAL, earlyRequestUrl, type EarlyAnswer } from '../../packages/dashboard-kit/src/api/early-answers';
import { API_PATHS } from '../../packages/dashboard-kit/src/api/paths';
import { SPEND_BY_KEY } from '../../packages/dashboard-kit/src/data/billing/endpoints';
import { REQUEST_LOG_OFFERED } from '../../packages/dashboard-kit/src/data/requests/offered-endpoint';
import { MODELS_OFFERED } from '../../packages/dashboard-kit/src/data/forecast/offered-endpoint';
import { hostEnv } from '../../packages/host-app/src/env';
import { authStorageKey } from '../../packages/host-app/src/env.logic';
import { mountApp } from '../../packages/host-app/src/mount';
import { makeSession } from '../fakes/fake-auth-client';
import { apiKeys, developerAccess } from '../msw/fixtures';
import { server } from '../msw/server';
import { keepRoot } from '../react-roots';
import { COOKIE_CONSENT_KEY } from '../../packages/dashboard-kit/src/document-init';

/**
 * /api-keys as a returning visitor opens it: a stored session (a complete profile) and the
 * early-requests script's answers, as the document-init script leaves them, still on their way.
 * The app's auth client is a module-level singleton that a page load starts afresh: a test
 * that needs it not to have arrived yet must be the first of its file to start the app.
 * Call at the top of a test file: it registers the hooks that set up and clean up each visit.
 */
export function signedInStart() {
  const session = makeSession({
    metadata: { full_name: 'Dev Sandbox', country: 'Germany', how_found_us: 'Google Search', user_type: 'private', role_description: 'Developer' },
  });
  const state = { container: undefined as HTMLElement | undefined, sent: [] as string[] };
  const record = ({ request }: { request: Request }) => void state.sent.push(`${request.method} ${new URL(request.url).pathname}`);

  beforeEach(() => {
    state.sent = [];
    server.events.on('request:start', record);
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    localStorage.setItem(authStorageKey(hostEnv.supabaseUrl), JSON.stringify(session));
    window.history.replaceState(null, '', '/api-keys');
    state.container = document.createElement('div');
    state.container.id = 'root';
    document.body.append(state.container);
  });

  afterEach(() => {
    server.events.removeListener('request:start', record);
    state.container?.remove();
    delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  });

  return {
    container: () => state.container!,
    /** Starts the app in the container as src/main.tsx does; it is unmounted after the test. */
    start: () => keepRoot(mountApp(state.container!)),
    /** The API requests that reached the network. */
    sent: () => state.sent,
    /** Leaves the script's requests; each answers when its function is called, as the script records them. */
    leaveEarlyRequests() {
      const answers: Record<string, Promise<EarlyAnswer>> = {};
      const settled: Record<string, EarlyAnswer & { receivedAt: number }> = {};
      const answerer = (url: string, status: number, body: unknown) => {
        let arrive!: () => void;
        answers[url] = new Promise((resolve) => {
          arrive = () => {
            settled[url] = { status, contentType: 'application/json', body: JSON.stringify(body), receivedAt: Date.now() };
            resolve(settled[url]);
          };
        });
        return arrive;
      };
      const access = answerer(earlyRequestUrl(hostEnv.apiUrl, API_PATHS.access), 200, developerAccess);
      const keys = answerer(earlyRequestUrl(hostEnv.apiUrl, API_PATHS.apiKeys), 200, apiKeys);
      // Each key's spend, the request log and the model catalogue, which the spec's API does not offer: they answer together.
      const noSpend = answerer(earlyRequestUrl(hostEnv.apiUrl, pathOf(SPEND_BY_KEY, undefined), SPEND_BY_KEY.query!()), 404, { message: 'Not Found' });
      const noLog = answerer(earlyRequestUrl(hostEnv.apiUrl, pathOf(REQUEST_LOG_OFFERED, undefined), REQUEST_LOG_OFFERED.query!()), 404, { message: 'Not Found' });
      const noModels = answerer(earlyRequestUrl(hostEnv.apiUrl, pathOf(MODELS_OFFERED, undefined)), 404, { message: 'Not Found' });
      const spend = () => {
        noSpend();
        noLog();
        noModels();
      };
      (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = { userId: session.user.id, startedAt: Date.now(), answers, settled };
      return { access, keys, spend };
    },
    /** The labels of every spinner that shows in the container from now on. */
    watchSpinners(): string[] {
      const seen: string[] = [];
      const observer = new MutationObserver(() => {
        for (const status of state.container!.querySelectorAll('[role="status"][aria-label]')) seen.push(status.getAttribute('aria-label')!);
      });
      observer.observe(state.container!, { childList: true, subtree: true });
      return seen;
    },
  };
}
