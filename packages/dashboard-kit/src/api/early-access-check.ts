import { earlyAnswersArrived, earlyRequestUrl } from './early-answers';
import { API_PATHS } from './paths';

/**
 * Resolves once the access check the early-requests script started has answered (or failed),
 * or after `timeoutMs`; at once when it started none. A signed-in page shows nothing but a
 * spinner before that answer, so a host loses nothing by rendering after it, and its first
 * render is then the page itself, not a spinner the answer replaces in a blocking re-render.
 * @example await Promise.all([loadPageChunks(), earlyAccessCheckArrived(config.apiBaseUrl, 1_000)]); root.render(app)
 */
export function earlyAccessCheckArrived(apiBaseUrl: string, timeoutMs: number): Promise<void> {
  return earlyAnswersArrived(timeoutMs, [earlyRequestUrl(apiBaseUrl, API_PATHS.access)]);
}
