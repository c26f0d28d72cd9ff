// Bundled into the head script by scripts/build-early-requests-runtime.mjs (early-requests-script.ts
// carries the result): it runs before the kit, so it imports only small pure modules.
import { earlyRequestUrl, leaveEarlyRequests, type EarlyAnswer, type EarlyGet, type EarlyRequests, type EarlyRequestsTable, type SettledEarlyAnswer } from '../api/early-answers.ts';
import type { AuthSession } from '../auth/types.ts';
import { usableStoredSession } from '../auth/stored-session.ts';
import { withoutBasePath } from '../access/app-paths.ts';
import { previewShows, recordShows, revealPreview } from '../access/page-preview.ts';
import { normalizeFolder } from './files/folder-path.ts';
import { keptAnswersFor } from './kept-record.ts';
import { keptKeyParts } from './keys.ts';
import { ACCESS_RESOURCE } from './access/resource.ts';
import { KEPT_ANSWERS_STORAGE_KEY, KEPT_BUILD_ATTRIBUTE } from '../document-init.ts';

/** Runs `task` once the page's HTML has been parsed (at once if it has): before the app's deferred scripts run. */
function whenParsed(task: () => void): void {
  if (document.readyState !== 'loading') return task();
  const listener = () => {
    document.removeEventListener('readystatechange', listener);
    task();
  };
  document.addEventListener('readystatechange', listener);
}

/**
 * Whether `session` may see this page, settled once known, and the page revealed if so: at once by
 * the access record the user's last visit kept, as the app's guard will render it (it starts from
 * that same record), else when the access check answers. Undefined when it cannot tell.
 */
function previewPage(table: EarlyRequestsTable, session: AuthSession, accessAnswer: Promise<EarlyAnswer | null> | undefined): Promise<boolean> | undefined {
  try {
    const path = withoutBasePath(table.base, location.pathname);
    const here = `${path}${location.search}${location.hash}`;
    const reveal = (shown: boolean) => {
      if (shown) whenParsed(() => revealPreview(document));
      return shown;
    };
    const build = document.documentElement.getAttribute(KEPT_BUILD_ATTRIBUTE);
    const kept = build ? keptAnswersFor(localStorage.getItem(KEPT_ANSWERS_STORAGE_KEY), { build, api: table.api, user: session.user.id }).find((answer) => keptKeyParts(answer.key).resource === ACCESS_RESOURCE) : undefined;
    if (kept && recordShows(path, here, session, kept.data)) return Promise.resolve(reveal(true));
    return accessAnswer?.then((answer) => reveal(answer !== null && previewShows(path, here, session, answer)));
  } catch {
    // No document or storage as expected: the app decides at once.
    return undefined;
  }
}

/**
 * With a session auth-js will hand out unchanged, starts the page's access check and its
 * widgets' first GETs and leaves them for the kit's queries (endpointQueryOptions); reveals the
 * page's prerendered HTML when the access check's answer lets it show, and says whether it did
 * (`preview`, which the host's start script waits for); then, in a task of its
 * own, makes the page's first Intl calls, whose locale and currency data cost 20 to 40 ms.
 * Anything unexpected leaves the page as it was: the kit asks for itself.
 */
export function startEarlyRequests(table: EarlyRequestsTable): void {
  try {
    const rules = table.routes[location.pathname];
    const session = rules && usableStoredSession(localStorage.getItem(table.storageKey), location);
    if (!session) return;
    const params = new URLSearchParams(location.search);
    const early: EarlyRequests = { userId: session.user.id, startedAt: Date.now(), answers: {}, settled: {} };
    const get = ({ path, query }: EarlyGet) => {
      const values: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(query ?? {})) values[name] = typeof value === 'object' ? normalizeFolder(params.get(value.folderFrom) ?? '') : value;
      const url = earlyRequestUrl(table.api, path, values);
      // Two widgets of a page may ask the same first GET (the shell and the keys panel): once.
      if (url in early.answers) return;
      early.answers[url] = fetch(url, { headers: { authorization: `Bearer ${session.access_token}`, accept: 'application/json' } })
        .then((response) => response.text().then((body): SettledEarlyAnswer => (early.settled[url] = { status: response.status, contentType: response.headers.get('content-type'), body, receivedAt: Date.now() })))
        .catch(() => null);
    };
    get({ path: table.access });
    const accessAnswer = early.answers[earlyRequestUrl(table.api, table.access, {})];
    for (const rule of rules) if (!rule.when || params.get(rule.when[0]) === rule.when[1]) rule.gets.forEach(get);
    leaveEarlyRequests(early);
    // The start script waits for it (none: the app decides at once).
    early.preview = previewPage(table, session, accessAnswer);
    setTimeout(() => {
      try {
        Intl.DateTimeFormat().resolvedOptions();
        new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(1);
      } catch {
        // Nothing lost: the kit's first format pays for it instead.
      }
    }, 0);
  } catch {
    // Storage blocked, or an old browser: the kit asks for itself.
  }
}
