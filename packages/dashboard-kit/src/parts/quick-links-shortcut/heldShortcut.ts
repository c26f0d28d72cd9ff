/**
 * Ctrl/Cmd+K pressed while the dashboard is still loading (the guard's spinner, a page chunk
 * on its way) belongs to the shell that is about to mount. A loading screen holds such a
 * press; the shell takes it when it mounts and opens the quick links at once.
 */

/** How long a held press waits for the shell after the last loading screen went away. */
export const HANDOVER_MS = 1000;

/** How long a press held before the app started waits for the shell it hydrates (a slow phone's whole page). */
export const EARLY_PRESS_WAIT_MS = 5000;

export function isQuickLinksShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey'>): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

let holders = 0;
let pending = false;
let expiry: ReturnType<typeof setTimeout> | undefined;

/** A held press not taken within `ms` lapses (a later shell must not open the quick links for it). */
function lapseAfter(ms: number) {
  clearTimeout(expiry);
  expiry = setTimeout(() => {
    pending = false;
  }, ms);
}

function onKeyDown(event: KeyboardEvent) {
  if (!isQuickLinksShortcut(event)) return;
  event.preventDefault();
  pending = true;
}

/** Catches the shortcut until the returned release is called (an effect's clean-up). */
export function holdQuickLinksShortcut(): () => void {
  holders += 1;
  if (holders === 1) {
    clearTimeout(expiry);
    window.addEventListener('keydown', onKeyDown);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    window.removeEventListener('keydown', onKeyDown);
    // The shell mounts right after the spinner goes; a sign-in page instead lets it lapse.
    lapseAfter(HANDOVER_MS);
  };
}

/** A press the page's early-input script held before the app started: the shell takes it when it mounts. */
export function holdEarlyQuickLinksPress(): void {
  pending = true;
  lapseAfter(EARLY_PRESS_WAIT_MS);
}

/** True once if a press was held: the caller opens the quick links. */
export function takeHeldQuickLinksShortcut(): boolean {
  const held = pending;
  pending = false;
  return held;
}
