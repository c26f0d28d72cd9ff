import type { KeyboardEvent } from 'react';
import type { FileBrowserState } from './useFileBrowser';

/** Rows a Page Up or Page Down moves. */
const PAGE_ROWS = 10;

/**
 * The list's keyboard: arrows, Home, End and Page keys move the active row, Enter opens it,
 * Backspace goes up a folder, C copies its URL, Alt+Left and Alt+Right go back and forward.
 * A key it does not handle (or one with Ctrl or Cmd) is left to the browser.
 */
export function handleGridKey(event: KeyboardEvent<HTMLElement>, browser: FileBrowserState): void {
  const last = browser.rows.length - 1;
  const move = (to: number) => () => browser.setActive(Math.max(0, Math.min(to, last)));
  const activeRow = browser.rows[browser.active];
  const history: Record<string, () => void> = { ArrowLeft: browser.back, ArrowRight: browser.forward };
  const keys: Record<string, () => void> = {
    ArrowDown: move(browser.active + 1),
    ArrowUp: move(browser.active - 1),
    Home: move(0),
    End: move(last),
    PageDown: move(browser.active + PAGE_ROWS),
    PageUp: move(browser.active - PAGE_ROWS),
    Enter: () => browser.open(activeRow),
    Backspace: () => browser.up(),
    c: () => activeRow && browser.copy(activeRow),
  };
  const action = (event.altKey ? history[event.key] : undefined) ?? (event.metaKey || event.ctrlKey ? undefined : keys[event.key]);
  if (!action) return;
  event.preventDefault();
  action();
}
