import { safeStorage } from '../platform/storage';
import { THEME_STORAGE_KEY } from './theme-mode.logic';

/**
 * The inputs of the theme mode, read from the browser: the stored choice and the system
 * preference. One store for the page, so every provider on it (two embedded widgets, say)
 * follows a choice made in any of them, and in other tabs (the `storage` event).
 * Read with useSyncExternalStore: the server snapshot is 'unknown', so a hydrating client
 * renders what the server did and takes the real values right after.
 */
export interface ThemeInputs {
  stored: string | null;
  prefersDark: boolean;
}

export const UNKNOWN_THEME_INPUTS = 'unknown';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
let snapshot: ThemeInputs | undefined;
let darkQuery: MediaQueryList | undefined;

/** One MediaQueryList for the page: a snapshot is read on every render of every provider. */
function systemDarkQuery(): MediaQueryList | undefined {
  if (typeof matchMedia !== 'function') return undefined;
  darkQuery ??= matchMedia(DARK_QUERY);
  return darkQuery;
}

function read(): ThemeInputs {
  return { stored: safeStorage.get(THEME_STORAGE_KEY), prefersDark: systemDarkQuery()?.matches ?? false };
}

/** The inputs as they are now; the same object while they have not changed (useSyncExternalStore needs that). */
export function getThemeInputs(): ThemeInputs {
  const next = read();
  if (!snapshot || next.stored !== snapshot.stored || next.prefersDark !== snapshot.prefersDark) snapshot = next;
  return snapshot;
}

function refresh(): void {
  const before = snapshot;
  if (getThemeInputs() === before) return;
  for (const listener of listeners) listener();
}

export function getServerThemeInputs(): typeof UNKNOWN_THEME_INPUTS {
  return UNKNOWN_THEME_INPUTS;
}

export function subscribeThemeInputs(listener: () => void): () => void {
  listeners.add(listener);
  const query = systemDarkQuery();
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) refresh();
  };
  query?.addEventListener('change', refresh);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', refresh);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Stores a choice and tells every provider on the page. */
export function storeThemeChoice(mode: string): void {
  safeStorage.set(THEME_STORAGE_KEY, mode);
  refresh();
}
